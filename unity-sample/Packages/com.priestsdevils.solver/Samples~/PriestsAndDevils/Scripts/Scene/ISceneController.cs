namespace PriestsDevils.Sample
{
    // Implemented by every scene controller: builds the scene's objects from code.
    public interface ISceneController
    {
        /// <summary>Creates the scene's objects (banks, river, boat, characters).</summary>
        void LoadResources();
    }
}
