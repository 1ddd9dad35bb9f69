namespace PriestsDevils.Tests
{
    /// <summary>
    /// The levels the package's sample (Samples~/PriestsAndDevils) offers, with what its level buttons say
    /// of each: the fewest crossings, or null for "unsolvable". The sample's LevelSet asset (Levels.asset)
    /// must hold exactly these (the repository's scene tests load it and check), so the package tests below
    /// vouch for every button.
    /// </summary>
    public static class SampleLevels
    {
        /// <summary>Each level's rules and its labelled fewest crossings (null: unsolvable).</summary>
        public static readonly object[][] Labelled =
        {
            new object[] { Rules.Classic, 11 },
            new object[] { new Rules(2, 2, 2), 5 },
            new object[] { new Rules(4, 4, 3), 9 },
            new object[] { new Rules(5, 5, 3), 11 },
            new object[] { new Rules(5, 3, 2), 13 },
            new object[] { new Rules(4, 4, 2), null },
            new object[] { new Rules(3, 3, 3, BoatSafety.Aboard, Rowers.Priests), 7 },
        };
    }
}
