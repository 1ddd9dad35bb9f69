using System.Collections.Generic;

namespace PriestsDevils.EditorTools.Levels
{
    /// <summary>One state of a <see cref="StateGraph"/>.</summary>
    public struct GraphNode
    {
        /// <summary>The state.</summary>
        public State State;
        /// <summary>Safe, won or lost.</summary>
        public StateKind Kind;
        /// <summary>Connected to the start by legal play through safe states.</summary>
        public bool Reachable;
        /// <summary>Crossings left to the goal; null when it cannot be reached (or the state is lost).</summary>
        public int? Distance;
        /// <summary>Lies on some optimal plan from the start.</summary>
        public bool OnOptimalPlan;
        /// <summary>Lies on every optimal plan from the start (<see cref="Solver.GetMilestones"/>), the start
        /// itself excluded.</summary>
        public bool Milestone;
    }

    /// <summary>One legal crossing between two safe states of a <see cref="StateGraph"/>, listed once for
    /// both directions (the same load crosses back).</summary>
    public struct GraphEdge
    {
        /// <summary>The node (index in <see cref="StateGraph.Nodes"/>) with the boat on the start bank.</summary>
        public int From;
        /// <summary>The node after the load crosses, the boat on the far bank.</summary>
        public int To;
        /// <summary>Who crosses.</summary>
        public Move Load;
        /// <summary>Whether the crossing, one way or the other, lies on an optimal plan from the start.</summary>
        public bool Optimal;
    }

    /// <summary>
    /// The state graph of a configuration, the information of <c>priests-devils graph</c>: every state
    /// with its kind, reachability and distance, the optimal plans' states and milestones, and every
    /// legal crossing between safe states with the optimal ones marked. Every answer is the library's
    /// (<see cref="Solver.CheckState"/>, <see cref="Solver.GetLegalLoads"/> with their ratings,
    /// <see cref="Solver.GetMilestones"/>); this class only lays them out. Node <c>i</c> is the state with
    /// <c>i / 2 / (M + 1)</c> priests and <c>i / 2 % (M + 1)</c> devils on the start bank, the boat there
    /// when <c>i</c> is even.
    /// </summary>
    public sealed class StateGraph
    {
        /// <summary>The largest count of either kind <see cref="CanDraw"/> accepts.</summary>
        public const int MaxDrawnCount = 20;

        /// <summary>The configuration.</summary>
        public Rules Rules { get; private set; }
        /// <summary>Every state, lost ones included, indexed as the class summary says.</summary>
        public GraphNode[] Nodes { get; private set; }
        /// <summary>Every legal crossing between safe states, once each.</summary>
        public GraphEdge[] Edges { get; private set; }

        /// <summary>Whether a graph of <paramref name="rules"/> is small enough to draw.</summary>
        public static bool CanDraw(Rules rules) { return rules.Priests <= MaxDrawnCount && rules.Devils <= MaxDrawnCount; }

        /// <summary>The node index of <paramref name="state"/>.</summary>
        public int IndexOf(State state)
        {
            return (state.Priests * (Rules.Devils + 1) + state.Devils) * 2 + (state.Boat == Side.Start ? 0 : 1);
        }

        /// <summary>The graph of <paramref name="rules"/> (counts at most <see cref="MaxDrawnCount"/>).</summary>
        /// <exception cref="SolverException">The rules are refused.</exception>
        public static StateGraph Build(Rules rules)
        {
            var graph = new StateGraph { Rules = rules };
            var nodes = new GraphNode[(rules.Priests + 1) * (rules.Devils + 1) * 2];
            var edges = new List<GraphEdge>();
            using (var solver = new Solver(rules))
            {
                for (int p = 0; p <= rules.Priests; p++)
                    for (int d = 0; d <= rules.Devils; d++)
                        foreach (Side side in new[] { Side.Start, Side.Far })
                        {
                            var state = new State(p, d, side);
                            Verdict v = solver.CheckState(state);
                            nodes[graph.IndexOf(state)] = new GraphNode { State = state, Kind = v.Kind, Reachable = v.IsReachable, Distance = v.Distance };
                        }
                State start = rules.Start;
                if (nodes[graph.IndexOf(start)].Distance.HasValue)
                {
                    // The library's optimal loads lead one crossing nearer, so this walk visits each state
                    // on a plan once.
                    var queue = new Queue<State>();
                    nodes[graph.IndexOf(start)].OnOptimalPlan = true;
                    queue.Enqueue(start);
                    while (queue.Count > 0)
                    {
                        State s = queue.Dequeue();
                        if (nodes[graph.IndexOf(s)].Kind == StateKind.Won) continue;
                        foreach (LoadOutcome load in solver.GetLegalLoads(s))
                        {
                            if (load.Rating.Kind != RatingKind.Optimal) continue;
                            int i = graph.IndexOf(load.To);
                            if (nodes[i].OnOptimalPlan) continue;
                            nodes[i].OnOptimalPlan = true;
                            queue.Enqueue(load.To);
                        }
                    }
                    foreach (Milestone milestone in solver.GetMilestones(start)) nodes[graph.IndexOf(milestone.State)].Milestone = true;
                }
                for (int i = 0; i < nodes.Length; i += 2)
                {
                    // Safe states with the boat on the start bank (the goal has it on the far bank): the
                    // library lists every legal load from them with where it leads and whether it loses.
                    if (!IsSafe(nodes[i])) continue;
                    foreach (LoadOutcome load in solver.GetLegalLoads(nodes[i].State))
                    {
                        if (Loses(load.Rating.Kind)) continue;
                        int j = graph.IndexOf(load.To);
                        // Both on an optimal plan and one crossing apart: the nearer follows the farther on it.
                        bool optimal = nodes[i].OnOptimalPlan && nodes[j].OnOptimalPlan
                            && System.Math.Abs(nodes[i].Distance.Value - nodes[j].Distance.Value) == 1;
                        edges.Add(new GraphEdge { From = i, To = j, Load = load.Load, Optimal = optimal });
                    }
                }
            }
            graph.Nodes = nodes;
            graph.Edges = edges.ToArray();
            return graph;
        }

        private static bool IsSafe(GraphNode node) { return node.Kind == StateKind.Safe || node.Kind == StateKind.Won; }

        private static bool Loses(RatingKind kind) { return kind == RatingKind.LosesStartBank || kind == RatingKind.LosesFarBank; }
    }
}
