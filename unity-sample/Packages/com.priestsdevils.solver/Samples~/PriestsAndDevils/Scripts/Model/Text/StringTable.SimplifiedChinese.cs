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
