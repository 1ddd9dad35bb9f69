namespace PriestsDevils.Sample
{
    // The director: one per application, holding the scene controller now in charge (the course layout).
    public class SSDirector : System.Object
    {
        private static SSDirector _instance;

        /// <summary>The scene controller of the loaded scene.</summary>
        public ISceneController CurrentSceneController { get; set; }

        /// <summary>The one director.</summary>
        public static SSDirector GetInstance()
        {
            if (_instance == null) _instance = new SSDirector();
            return _instance;
        }
    }
}
