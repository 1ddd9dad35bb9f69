// Engine-free model of the Priests and Devils scene: no UnityEngine reference, so it is compiled and
// tested under Mono outside Unity. MonoBehaviours only draw it and forward clicks.
namespace PriestsDevils.Game
{
    /// <summary>Priest or devil.</summary>
    public enum CharacterKind { Priest, Devil }

    /// <summary>Where a character is.</summary>
    public enum Place { StartBank, Boat, FarBank }

    /// <summary>One character of the scene.</summary>
    public sealed class Character
    {
        /// <summary>A stable number, 0 .. priests + devils - 1 (priests first).</summary>
        public readonly int Id;
        /// <summary>Priest or devil.</summary>
        public readonly CharacterKind Kind;
        /// <summary>Where the character is now.</summary>
        public Place Place { get; internal set; }
        /// <summary>The slot on its bank or seat on the boat.</summary>
        public int Slot { get; internal set; }

        internal Character(int id, CharacterKind kind) { Id = id; Kind = kind; }

        /// <inheritdoc/>
        public override string ToString() { return Kind + " #" + Id + " (" + Place + " " + Slot + ")"; }
    }

    /// <summary>A row of numbered places (bank slots or boat seats), each empty or holding one character.</summary>
    public sealed class Places
    {
        private readonly Character[] _slots;

        internal Places(int count) { _slots = new Character[count]; }

        /// <summary>How many places there are.</summary>
        public int Capacity { get { return _slots.Length; } }

        /// <summary>The character in place <paramref name="i"/>, or null.</summary>
        public Character this[int i] { get { return _slots[i]; } }

        /// <summary>How many characters of a kind are here.</summary>
        public int Count(CharacterKind kind)
        {
            int n = 0;
            foreach (Character c in _slots) if (c != null && c.Kind == kind) n++;
            return n;
        }

        /// <summary>How many characters are here.</summary>
        public int Occupied
        {
            get { int n = 0; foreach (Character c in _slots) if (c != null) n++; return n; }
        }

        /// <summary>The first character of a kind here, or null.</summary>
        public Character First(CharacterKind kind)
        {
            foreach (Character c in _slots) if (c != null && c.Kind == kind) return c;
            return null;
        }

        internal int Put(Character c)
        {
            for (int i = 0; i < _slots.Length; i++)
            {
                if (_slots[i] == null) { _slots[i] = c; return i; }
            }
            return -1;
        }

        internal void Take(Character c)
        {
            for (int i = 0; i < _slots.Length; i++) if (_slots[i] == c) _slots[i] = null;
        }
    }
}
