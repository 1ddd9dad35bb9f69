using System.Collections.Generic;

namespace PriestsDevils.Game
{
    public sealed partial class StringTable
    {
        /// <summary>The Simplified Chinese table ("zh-Hans"): the same keys and placeholders as
        /// <see cref="English"/>. Chinese words a count the same way for 1 as for more, so it has no
        /// ".one" keys beyond those English needs, which it repeats. Every character here must be in the
        /// sample's font subset (scripts/subset-font.py makes it from these files; a test checks).</summary>
        public static readonly StringTable SimplifiedChinese = new StringTable("zh-Hans", new Dictionary<string, string>
        {
            { "Button.Restart", "重新开始" },
            { "Button.Hint", "提示" },
            { "Button.AiNext", "AI 走一步" },
            { "Button.AutoSolve", "自动求解" },
            { "Button.Map", "地图" },
            { "Button.Language", "English" },
            { "HowToPlay", "点击人物让他上船或上岸；点击船开船。" },

            { "Won.Best", "你赢了！全员过河，共渡河{0}次，已是最少次数。" },
            { "Won.Best.one", "你赢了！全员过河，共渡河{0}次，已是最少次数。" },
            { "Won.Other", "你赢了！全员过河，共渡河{0}次（最少只需{1}次）。" },
            { "Lost.StartBank", "游戏结束：起点岸上的魔鬼比牧师多。" },
            { "Lost.FarBank", "游戏结束：对岸的魔鬼比牧师多。" },
            { "Playing", "已渡河{0}次，至少还要{1}次。" },
            { "Playing.NoPath", "已渡河{0}次。这一局已经无法获胜。" },
            { "Refused.PriestsRow", "只有牧师会划船：请让一名牧师上船。" },
            { "Refused.DevilsRow", "只有魔鬼会划船：请让一个魔鬼上船。" },
            { "Refused.Outnumbered", "船上的魔鬼不能比牧师多。" },

            { "Aim.Goal", "目标：所有人都到对岸，还需渡河{0}次。" },
            { "Aim.Start", "目标：起点岸上留下{1}，船停在起点岸，还需渡河{0}次。" },
            { "Aim.Far", "目标：起点岸上留下{1}，船停在对岸，还需渡河{0}次。" },
            { "Hint.ToFar", "提示：让{0}乘船去对岸。" },
            { "Hint.ToStart", "提示：让{0}乘船回到起点岸。" },
            { "Hint.Won", "你已经赢了。" },
            { "Hint.Lost", "这一局已经输了：请重新开始。" },
            { "Hint.NoPath", "从这里怎么渡河都赢不了：请重新开始。" },
            { "Hint.Unavailable", "这个局面没有提示。" },
            { "People.Nobody", "没有人" },
            { "People.Priests", "{0}名牧师" },
            { "People.Priests.one", "{0}名牧师" },
            { "People.Devils", "{0}个魔鬼" },
            { "People.Devils.one", "{0}个魔鬼" },
            { "People.Both", "{0}和{1}" },

            { "Map.BoatStart", "船在起始岸" },
            { "Map.BoatFar", "船在对岸" },
            { "Map.Axes", "行：起始岸上的牧师人数；列：起始岸上的魔鬼人数。" },
            { "Map.Legend", "数字：还需渡河的次数。从这里渡河能到的格子：优 最优，绕 绕远，输 会输；点击即可渡河。◆ 里程碑，▪ 走过，白框：当前位置，× 已输。" },
            { "Map.TooLarge", "地图只能绘制最多{0}名牧师和{0}个魔鬼的关卡：这一关太大了。" },
            { "Map.TooSmall", "游戏视图太小，放不下地图：请把它放大。" },
            { "Map.Number", "{0}" },
            { "Map.Mark.Optimal", "优" },
            { "Map.Mark.Detour", "绕" },
            { "Map.Mark.Loses", "输" },
            { "Map.Mark.Milestone", "◆" },
            { "Map.Mark.Lost", "×" },
            { "Map.Mark.NoPath", "–" },
            { "Map.Cell.BoatStart", "起始岸上：{0}；船在起始岸" },
            { "Map.Cell.BoatFar", "起始岸上：{0}；船在对岸" },
            { "Map.Cell.ToGo", "，还需渡河{0}次" },
            { "Map.Cell.ToGo.one", "，还需渡河{0}次" },
            { "Map.Cell.Won", "，全员已过河" },
            { "Map.Cell.LostStart", "，已经输了：起始岸上的魔鬼比牧师多" },
            { "Map.Cell.LostFar", "，已经输了：对岸的魔鬼比牧师多" },
            { "Map.Cell.NoPath", "，安全，但从这里怎么渡河都赢不了" },
            { "Map.Cell.Unreachable", "（从开局走不到这里）" },
            { "Map.Cell.Here", "（当前位置）" },
            { "Map.Cell.Visited", "（走过）" },
            { "Map.Cell.Milestone", "（里程碑：每条最短路线都经过这里）" },
            { "Map.Target.Optimal", "；让{0}渡河到这里：最优" },
            { "Map.Target.Detour", "；让{1}渡河到这里：绕远，多渡河{0}次" },
            { "Map.Target.Detour.one", "；让{1}渡河到这里：绕远，多渡河{0}次" },
            { "Map.Target.Loses", "；让{0}渡河到这里：会输" },

            { "Level.Counts", "牧师{0} 魔鬼{1} 船载{2}" },
            { "Level.SafeBoat", "，船上安全" },
            { "Level.PriestsRow", "，牧师划船" },
            { "Level.DevilsRow", "，魔鬼划船" },
            { "Level.Crossings", "：渡河{0}次" },
            { "Level.Crossings.one", "：渡河{0}次" },
            { "Level.Unsolvable", "：无解" },

            { "Inspector.OutOfRange", "Inspector 中设置的关卡超出范围（详见控制台）：改玩经典关卡。" },
            { "Load.Failed", "无法加载这一关（详见控制台）。" },
            { "Load.Library", "原生求解库无法在 {0} 上使用。如果刚刚更新了本包，请先重启 Unity 编辑器：编辑器退出之前会一直使用它最先加载的库。如果重启后仍有此消息，请确认包的文件夹（Packages/com.priestsdevils.solver/ 或 Assets/Plugins/PriestsDevils/）中有 {1} 及其 .meta 文件，并且该文件的 Plugin Inspector 包含当前平台和 CPU。具体原因见控制台。" },
            { "Load.Unsupported", "本包没有适用于 {0} 的原生库：不支持此平台。详情见控制台。" },
        });
    }
}
