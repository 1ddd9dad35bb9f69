using UnityEngine.Scripting;

// Nothing references this assembly in a game that only uses its [RuntimeInitializeOnLoadMethod] (the
// shared solvers' reset at Play Mode start): Unity's documentation asks such an assembly to be marked, or
// the managed code stripper may leave it out of the player along with that method.
[assembly: AlwaysLinkAssembly]
