//! The study's figures: Markdown tables (every level together, each level, the cross-check against the
//! `levels` report's difficulty) and an SVG plot of wins and crossings against hints revealed.

use std::io::{self, Write};

use plotters::prelude::*;
use priests_devils::{Rules, Solver};

use super::{Cell, Player, Policy, Results};

/// A level in words: "3P 3D boat 2", with its variant when not the classic rules.
pub(crate) fn level_name(rules: &Rules) -> String {
    let name = format!(
        "{}P {}D boat {}",
        rules.priests(),
        rules.devils(),
        rules.boat_capacity()
    );
    match rules.variant_name().as_str() {
        "classic" => name,
        variant => format!("{name} ({variant})"),
    }
}

/// Figures summed over cells, with the crossings beyond the fewest of the games won.
#[derive(Clone, Copy, Default)]
struct Sum {
    games: u64,
    wins: u64,
    win_crossings: u64,
    extra_crossings: u64,
    crossings: u64,
    hints: u64,
    losses: u64,
}

impl Sum {
    fn add(&mut self, cell: &Cell, fewest: u32) {
        self.games += u64::from(cell.games);
        self.wins += u64::from(cell.wins);
        self.win_crossings += cell.win_crossings;
        self.extra_crossings += cell.win_crossings - u64::from(cell.wins) * u64::from(fewest);
        self.crossings += cell.crossings;
        self.hints += cell.hints;
        self.losses += cell.losses;
    }

    fn of(cell: &Cell, fewest: u32) -> Sum {
        let mut sum = Sum::default();
        sum.add(cell, fewest);
        sum
    }

    fn win_rate(&self) -> f64 {
        self.wins as f64 / self.games as f64
    }

    fn hints_per_game(&self) -> f64 {
        self.hints as f64 / self.games as f64
    }

    /// Extra wins over `baseline` (the same games without hints) per hint revealed.
    fn gain_per_hint(&self, baseline: &Sum) -> Option<f64> {
        (self.hints > 0).then(|| (self.wins as f64 - baseline.wins as f64) / self.hints as f64)
    }

    /// Crossings saved against `baseline` per hint revealed, counting every crossing played (a game
    /// not won plays the whole budget): wins and speed in one figure.
    fn saved_per_hint(&self, baseline: &Sum) -> Option<f64> {
        (self.hints > 0)
            .then(|| (baseline.crossings as f64 - self.crossings as f64) / self.hints as f64)
    }

    /// The figures every table shows after its first columns, as [`FIGURES`] names them
    /// (`extra`: crossings to win counted beyond the fewest).
    fn fields(&self, baseline: &Sum, extra: bool) -> [String; 7] {
        let per_win = |total: u64| match self.wins {
            0 => "-".to_string(),
            wins => format!("{:.1}", total as f64 / wins as f64),
        };
        let ratio = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.2}"));
        [
            format!("{:.1}%", 100.0 * self.win_rate()),
            per_win(if extra {
                self.extra_crossings
            } else {
                self.win_crossings
            }),
            format!("{:.2}", self.hints_per_game()),
            format!("{:.2}", self.losses as f64 / self.games as f64),
            ratio((self.hints > 0).then(|| self.wins as f64 / self.hints as f64)),
            ratio(self.gain_per_hint(baseline)),
            ratio(self.saved_per_hint(baseline)),
        ]
    }
}

/// The fewest crossings of a solvable level.
fn fewest(solver: &Solver) -> u32 {
    solver
        .min_crossings()
        .expect("only solvable levels are played")
}

/// Each player's figures under each policy, every level's cells summed.
fn totals(results: &Results) -> Vec<[Sum; 4]> {
    let mut totals = vec![[Sum::default(); 4]; Player::ALL.len()];
    for (solver, cells) in &results.levels {
        for (player, row) in cells.iter().enumerate() {
            for (policy, cell) in row.iter().enumerate() {
                totals[player][policy].add(cell, fewest(solver));
            }
        }
    }
    totals
}

fn row(out: &mut impl Write, cells: &[String]) -> io::Result<()> {
    writeln!(out, "| {} |", cells.join(" | "))
}

fn header(out: &mut impl Write, names: &[&str], left: usize) -> io::Result<()> {
    row(
        out,
        &names.iter().map(|n| n.to_string()).collect::<Vec<_>>(),
    )?;
    let rule: Vec<String> = (0..names.len())
        .map(|i| if i < left { "---" } else { "---:" }.to_string())
        .collect();
    row(out, &rule)
}

/// The figures' column names.
const FIGURES: [&str; 7] = [
    "wins",
    "crossings to win",
    "hints per game",
    "losses per game",
    "wins per hint",
    "extra wins per hint",
    "crossings saved per hint",
];

/// Prints the study as Markdown: the terms and the command that reproduces it, every level together,
/// the policy that helps each player most, each level, and the cross-check.
pub(crate) fn write_markdown(results: &Results, out: &mut impl Write) -> io::Result<()> {
    let a = &results.args;
    writeln!(
        out,
        "Seed {}; {} games per level, player and policy; at most {} crossings a game; a hint after \
         k = {} wrong crossings; milestones searched {} crossings ahead. Reproduce with \
         `cargo xtask study --seed {} --games {} --budget {} -k {} --horizon {}`.\n",
        a.seed, a.games, a.budget, a.k, a.horizon, a.seed, a.games, a.budget, a.k, a.horizon
    )?;
    let totals = totals(results);
    writeln!(
        out,
        "Every level together (crossings to win: beyond the level's fewest):\n"
    )?;
    let mut names = vec!["player", "policy"];
    names.extend(FIGURES);
    header(out, &names, 2)?;
    for (player, sums) in Player::ALL.iter().zip(&totals) {
        for (policy, sum) in Policy::ALL.iter().zip(sums) {
            let mut cells = vec![player.name().to_string(), policy.name().to_string()];
            cells.extend(sum.fields(&sums[0], true));
            row(out, &cells)?;
        }
    }
    writeln!(out)?;
    for (player, sums) in Player::ALL.iter().zip(&totals) {
        writeln!(out, "- {}", best(*player, sums))?;
    }

    writeln!(out, "\nEach level:\n")?;
    let mut names = vec!["level", "fewest", "player", "policy"];
    names.extend(FIGURES);
    names.push("optimal");
    header(out, &names, 4)?;
    for (solver, cells) in &results.levels {
        let (name, fewest) = (level_name(solver.rules()), fewest(solver));
        for (player, row_cells) in Player::ALL.iter().zip(cells) {
            let baseline = Sum::of(&row_cells[0], fewest);
            for (policy, cell) in Policy::ALL.iter().zip(row_cells) {
                let mut cells = vec![
                    name.clone(),
                    fewest.to_string(),
                    player.name().to_string(),
                    policy.name().to_string(),
                ];
                cells.extend(Sum::of(cell, fewest).fields(&baseline, false));
                cells.push(format!(
                    "{:.1}%",
                    100.0 * f64::from(cell.optimal) / f64::from(cell.games)
                ));
                row(out, &cells)?;
            }
        }
    }
    for rules in &results.unsolvable {
        writeln!(
            out,
            "\nNot played: {}, which the sample offers as unsolvable.",
            level_name(rules)
        )?;
    }

    writeln!(
        out,
        "\nCross-check: the random player without hints plays an optimal plan (wins in the fewest \
         crossings) in 2^-bits of its games, bits being the `levels` report's difficulty (z: the \
         difference in standard errors, telling only where many plays are expected):\n"
    )?;
    header(
        out,
        &[
            "level",
            "bits",
            "2^-bits",
            "expected plays",
            "optimal plays",
            "z",
        ],
        1,
    )?;
    for (solver, cells) in &results.levels {
        let expected = (-solver.level_report().difficulty.unwrap_or(f64::INFINITY)).exp2();
        let cell = &cells[0][0];
        let games = f64::from(cell.games);
        let error = (expected * (1.0 - expected) / games).sqrt();
        let z = (f64::from(cell.optimal) / games - expected) / error;
        row(
            out,
            &[
                level_name(solver.rules()),
                format!("{:.2}", -expected.log2()),
                format!("{expected:.2e}"),
                format!("{:.2}", expected * games),
                cell.optimal.to_string(),
                format!("{z:+.1}"),
            ],
        )?;
    }
    Ok(())
}

/// Which hint policy helps `player` most: the most extra wins per hint, and the most crossings saved
/// per hint.
fn best(player: Player, sums: &[Sum; 4]) -> String {
    let most = |figure: fn(&Sum, &Sum) -> Option<f64>, what: &str| {
        Policy::ALL
            .iter()
            .zip(sums)
            .skip(1)
            .filter_map(|(p, s)| figure(s, &sums[0]).map(|v| (p, v)))
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map_or("none".to_string(), |(p, v)| {
                format!("{} ({v:.2} {what})", p.name())
            })
    };
    format!(
        "{}: most extra wins per hint: {}; most crossings saved per hint: {}.",
        player.name(),
        most(Sum::gain_per_hint, "extra wins per hint"),
        most(Sum::saved_per_hint, "crossings per hint"),
    )
}

/// Panel size in pixels.
const PANEL: (u32, u32) = (360, 300);

/// The panel that holds the legend: the greedy player's wins, empty where the legend goes.
const LEGEND: usize = 2;

/// A colour per policy, in [`Policy::ALL`]'s order.
const COLOURS: [RGBColor; 4] = [
    RGBColor(150, 150, 150),
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
];

/// The plot: one column per kind of player; above, wins against hints revealed per game, below, the
/// crossings beyond the fewest to win; one point per level and policy, coloured by policy.
pub(crate) fn plot(results: &Results) -> Result<String, Box<dyn std::error::Error>> {
    // (player, policy, hints per game, win rate, extra crossings per win)
    let mut points = Vec::new();
    for (solver, cells) in &results.levels {
        for (player, row) in cells.iter().enumerate() {
            for (policy, cell) in row.iter().enumerate() {
                let sum = Sum::of(cell, fewest(solver));
                let extra = (sum.wins > 0).then(|| sum.extra_crossings as f64 / sum.wins as f64);
                points.push((player, policy, sum.hints_per_game(), sum.win_rate(), extra));
            }
        }
    }
    let x_max = points.iter().map(|p| p.2).fold(1.0, f64::max) * 1.05;
    let extra_max = points.iter().filter_map(|p| p.4).fold(1.0, f64::max) * 1.05;
    let a = &results.args;
    let mut svg = String::new();
    {
        let columns = Player::ALL.len() as u32;
        let size = (PANEL.0 * columns, PANEL.1 * 2 + 50);
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        root.fill(&WHITE)?;
        let (title, body) = root.split_vertically(50);
        title.titled(
            &format!(
                "Hints against wins and crossings; seed {}, {} games a point, budget {}, k = {}",
                a.seed, a.games, a.budget, a.k
            ),
            ("sans-serif", 17),
        )?;
        let panels = body.split_evenly((2, Player::ALL.len()));
        for (column, player) in Player::ALL.iter().enumerate() {
            for (panel, top) in [(&panels[column], true), (&panels[column + 3], false)] {
                let (caption, y_max, y_desc) = if top {
                    (format!("{} player", player.name()), 100.0, "wins (%)")
                } else {
                    (
                        String::new(),
                        extra_max,
                        "crossings to win beyond the fewest",
                    )
                };
                let mut chart = ChartBuilder::on(panel)
                    .caption(caption, ("sans-serif", 15))
                    .margin(8)
                    .x_label_area_size(34)
                    .y_label_area_size(44)
                    .build_cartesian_2d(0.0..x_max, 0.0..y_max)?;
                chart
                    .configure_mesh()
                    .light_line_style(TRANSPARENT)
                    .x_desc("hints revealed per game")
                    .y_desc(y_desc)
                    .x_label_formatter(&|v| format!("{v:.0}"))
                    .y_label_formatter(&|v| format!("{v:.0}"))
                    .label_style(("sans-serif", 11))
                    .draw()?;
                for (policy, colour) in Policy::ALL.iter().zip(COLOURS) {
                    let index = Policy::ALL.iter().position(|p| p == policy).unwrap_or(0);
                    let mine = points
                        .iter()
                        .filter(|p| p.0 == column && p.1 == index)
                        .filter_map(|p| {
                            let y = if top { Some(100.0 * p.3) } else { p.4 };
                            y.map(|y| (p.2, y))
                        });
                    let series = chart
                        .draw_series(mine.map(|at| Circle::new(at, 4, colour.mix(0.8).filled())))?;
                    if top && column == LEGEND {
                        series
                            .label(policy.name())
                            .legend(move |(x, y)| Circle::new((x, y), 4, colour.filled()));
                    }
                }
                if top && column == LEGEND {
                    chart
                        .configure_series_labels()
                        .position(SeriesLabelPosition::MiddleRight)
                        .background_style(WHITE.mix(0.8))
                        .border_style(BLACK)
                        .label_font(("sans-serif", 11))
                        .draw()?;
                }
            }
        }
        root.present()?;
    }
    Ok(svg)
}
