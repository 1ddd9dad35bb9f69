// A stand-in for the AI of student write-up 002: the same public surface, written afresh. The game is a
// 7-bit mask: bits 5-3 one per priest, bits 2-0 one per devil, bit 6 the boat; a set bit is on the right
// bank, where the game starts (0b1111111), and 0 is won. AutoMove reads the characters' places
// (updateState), searches with dfs, which leaves the plan's states in result (the goal first, the next
// state last), and AIMove answers the next crossing as priests * 10 + devils: 0 when the game is won,
// 0b100000000 when there is no hint (lost, or no path). Only the search is replaced: the region marked
// Adapter is dfs and the rule check it used, everything else is the write-up's.
using System.Collections.Generic;
#region Adapter
using PriestsDevils;
#endregion

namespace Seed002
{
    public class Character
    {
        public enum Status { leftLand, leftBoat, rightLand, rightBoat }
        public Status position = Status.rightLand;
    }

    public class Priest : Character { }

    public class Devil : Character { }

    public class Boat
    {
        public bool isLeft;
    }

    public class AutoMove
    {
        private readonly Priest[] objPriest;
        private readonly Devil[] objDevil;
        private readonly Boat boat;
        private bool findAnswer;
        public int state = 0b01111111;
        public List<int> result = new List<int>();
        public int[] maps = new int[] { 0, 1, 1, 2, 1, 2, 2, 3 };

        public AutoMove(Priest[] objPriest, Devil[] objDevil, Boat boat)
        {
            this.objPriest = objPriest;
            this.objDevil = objDevil;
            this.boat = boat;
        }

        public bool getBoatState(int curState) { return (curState & 0x40) != 0; }
        public int getPriestRight(int curState) { return maps[(curState & 0x38) >> 3]; }
        public int getPriestLeft(int curState) { return maps[((curState & 0x38) >> 3) ^ 0x07]; }
        public int getDevelRight(int curState) { return maps[curState & 0x07]; }
        public int getDevilLeft(int curState) { return maps[(curState & 0x07) ^ 0x07]; }

        // Sails the boat over with num priests (or devils) from its bank: the first bits found flip;
        // 0b10000000 when the bank has fewer.
        public int movePriestOrDevil(int curState, int num, bool Priest)
        {
            bool right = getBoatState(curState);
            int next = curState ^ 0x40;
            for (int mask = Priest ? 0x20 : 0x04, moved = 0; moved < num; mask >>= 1)
            {
                if (mask == (Priest ? 0x04 : 0)) return 0b10000000;
                if (((curState & mask) != 0) != right) continue;
                next ^= mask;
                moved++;
            }
            return next;
        }

        public int movePriestAndDevil(int curState)
        {
            int priest = movePriestOrDevil(curState, 1, true);
            int devil = movePriestOrDevil(curState, 1, false);
            if (priest == 0b10000000 || devil == 0b10000000) return 0b10000000;
            return (priest & 0x78) | (devil & 0x07);
        }

        public void updateState()
        {
            state = boat.isLeft ? 0 : 0x40;
            for (int i = 0; i < 3; i++)
            {
                if (objPriest[i].position >= Character.Status.rightLand) state |= 0x20 >> i;
                if (objDevil[i].position >= Character.Status.rightLand) state |= 0x04 >> i;
            }
        }

        public int AIMove()
        {
            updateState();
            if (state == 0) return 0;
            result.Clear();
            findAnswer = false;
            dfs(state);
            if (!findAnswer) return 0b100000000;
            int change = (result[result.Count - 1] ^ state) & 0x3F;
            return maps[change >> 3] * 10 + maps[change & 0x07];
        }

        #region Adapter
        private State Ask(int s) { return new State(getPriestRight(s), getDevelRight(s), getBoatState(s) ? Side.Start : Side.Far); }

        public bool checkState(int curState) { return !SharedSolver.For(Rules.Classic).CheckState(Ask(curState)).IsLost; }

        public void dfs(int curState)
        {
            Move[] plan;
            findAnswer = SharedSolver.For(Rules.Classic).TryGetPlan(Ask(curState), out plan);
            foreach (Move m in plan)
            {
                curState = m.Priests > 0 && m.Devils > 0 ? movePriestAndDevil(curState)
                    : m.Priests > 0 ? movePriestOrDevil(curState, m.Priests, true) : movePriestOrDevil(curState, m.Devils, false);
                result.Insert(0, curState);
            }
        }
        #endregion
    }
}
