using System.Collections.Generic;

namespace PriestsDevils.Editor.Levels
{
    /// <summary>
    /// The loads a bank can send under a configuration's rules, composed from <see cref="Rules"/> (the C
    /// API answers optimal moves only, and the difficulty figure and the state graph need every legal
    /// one). A load is legal when it carries 1 to K characters the bank holds, has a rower the variant
    /// allows, and with <see cref="BoatSafety.Aboard"/> never more devils than priests aboard when a priest
    /// is aboard; whether it loses is not its concern.
    /// </summary>
    public static class LegalLoads
    {
        /// <summary>Whether the boat may carry <paramref name="priests"/> and <paramref name="devils"/>.</summary>
        public static bool IsLegal(Rules rules, int priests, int devils)
        {
            int aboard = priests + devils;
            if (priests < 0 || devils < 0 || aboard < 1 || aboard > rules.BoatCapacity) return false;
            if (rules.Rowers == Rowers.Priests && priests == 0) return false;
            if (rules.Rowers == Rowers.Devils && devils == 0) return false;
            return rules.BoatSafety != BoatSafety.Aboard || priests == 0 || devils <= priests;
        }

        /// <summary>The number of legal loads a bank of <paramref name="priests"/> and
        /// <paramref name="devils"/> can send.</summary>
        public static int Count(Rules rules, int priests, int devils)
        {
            int count = 0;
            for (int p = 0; p <= priests && p <= rules.BoatCapacity; p++)
                for (int d = 0; d <= devils && p + d <= rules.BoatCapacity; d++)
                    if (IsLegal(rules, p, d)) count++;
            return count;
        }

        /// <summary>The characters on the bank where the boat of <paramref name="state"/> is docked.</summary>
        public static void BoatBank(Rules rules, State state, out int priests, out int devils)
        {
            bool atStart = state.Boat == Side.Start;
            priests = atStart ? state.Priests : rules.Priests - state.Priests;
            devils = atStart ? state.Devils : rules.Devils - state.Devils;
        }

        /// <summary>The state after <paramref name="move"/> crosses from <paramref name="state"/>.</summary>
        public static State After(State state, Move move)
        {
            return state.Boat == Side.Start
                ? new State(state.Priests - move.Priests, state.Devils - move.Devils, Side.Far)
                : new State(state.Priests + move.Priests, state.Devils + move.Devils, Side.Start);
        }

        /// <summary>Every legal load the boat's bank in <paramref name="state"/> can send, priests ascending
        /// then devils ascending.</summary>
        public static List<Move> From(Rules rules, State state)
        {
            int priests, devils;
            BoatBank(rules, state, out priests, out devils);
            var moves = new List<Move>();
            for (int p = 0; p <= priests && p <= rules.BoatCapacity; p++)
                for (int d = 0; d <= devils && p + d <= rules.BoatCapacity; d++)
                    if (IsLegal(rules, p, d)) moves.Add(new Move(p, d));
            return moves;
        }
    }
}
