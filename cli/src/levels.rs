//! `levels`: the level designer's report over ranges of configurations, as a table, CSV, JSON or an SVG
//! heat map of the fewest crossings; with `--propose N`, the N levels of rising difficulty that the
//! library proposes from the ranges. The figures come from [`Solver::level_report`] and
//! [`propose_levels`].

use std::io::{self, Write};
use std::process::ExitCode;

use clap::ValueEnum;
use plotters::prelude::*;
use plotters::style::colors::colormaps::ViridisRGB;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use priests_devils::{propose_levels, LevelRange, LevelReport, Rules, Solver};

use crate::config::{Config, Span};
use crate::fail;
use crate::text::side_word;

/// Output formats of `levels`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum LevelFormat {
    /// Aligned columns for the terminal.
    Table,
    /// Comma-separated values with a header row.
    Csv,
    /// A JSON array of objects.
    Json,
    /// A heat map of the fewest crossings, one panel per boat size and variant.
    Svg,
}

/// The ranges `levels` covers when not told: 1..8 priests, 1..8 devils, boats 2..5.
const DEFAULT_PRIESTS: Span = Span { lo: 1, hi: 8 };
const DEFAULT_DEVILS: Span = Span { lo: 1, hi: 8 };
const DEFAULT_BOATS: Span = Span { lo: 2, hi: 5 };

/// Prints the report of every configuration in the ranges, or with `propose`, of that many levels the
/// library proposes from them.
pub(crate) fn levels(
    config: &Config,
    format: LevelFormat,
    all_variants: bool,
    propose: Option<usize>,
    out: &mut impl Write,
) -> io::Result<ExitCode> {
    let reports = match propose {
        Some(_) if format == LevelFormat::Svg => Err(
            "--propose prints rows: choose --format table, csv or json (svg draws whole ranges)"
                .to_string(),
        ),
        Some(count) => proposal(config, all_variants, count),
        None => reports(config, all_variants),
    };
    let reports = match reports {
        Ok(reports) => reports,
        Err(e) => return Ok(fail(e)),
    };
    match format {
        LevelFormat::Table => write_table(&reports, out)?,
        LevelFormat::Csv => write_csv(&reports, out)?,
        LevelFormat::Json => write_json(&reports, out)?,
        LevelFormat::Svg => {
            let svg = heat_map(&reports).map_err(|e| io::Error::other(e.to_string()))?;
            out.write_all(svg.as_bytes())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The configurations of the ranges (boat sizes outermost, then variants, priests, devils), solved.
fn reports(config: &Config, all_variants: bool) -> Result<Vec<LevelReport>, String> {
    let chosen = config.variant(Rules::CLASSIC);
    let variants: Vec<Rules> = if all_variants {
        Rules::CLASSIC.variants().collect()
    } else {
        vec![chosen]
    };
    let mut reports = Vec::new();
    for k in config.boat.unwrap_or(DEFAULT_BOATS).counts() {
        for variant in &variants {
            for n in config.priests.unwrap_or(DEFAULT_PRIESTS).counts() {
                for m in config.devils.unwrap_or(DEFAULT_DEVILS).counts() {
                    let rules = Rules::new(n, m, k)
                        .map(|r| {
                            r.with_boat_safety(variant.boat_safety())
                                .with_rowers(variant.rowers())
                        })
                        .map_err(|e| format!("{n} priests, {m} devils, boat {k}: {e}"))?;
                    let solver = Solver::new(rules)
                        .map_err(|e| format!("{n} priests, {m} devils, boat {k}: {e}"))?;
                    reports.push(solver.level_report());
                }
            }
        }
    }
    Ok(reports)
}

/// The levels proposed from the ranges ([`propose_levels`]).
fn proposal(config: &Config, all_variants: bool, count: usize) -> Result<Vec<LevelReport>, String> {
    let span = |span: Option<Span>, default: Span| {
        let span = span.unwrap_or(default);
        (span.lo, span.hi)
    };
    let variant = config.variant(Rules::CLASSIC);
    let range = LevelRange {
        priests: span(config.priests, DEFAULT_PRIESTS),
        devils: span(config.devils, DEFAULT_DEVILS),
        boat_capacity: span(config.boat, DEFAULT_BOATS),
        boat_safety: variant.boat_safety(),
        rowers: variant.rowers(),
        all_variants,
    };
    propose_levels(&range, count).map_err(|e| format!("cannot propose {count} levels: {e}"))
}

/// The fields of one row, as text, in column order.
fn fields(r: &LevelReport) -> [String; 12] {
    let optional = |v: Option<u32>| v.map_or("-".to_string(), |v| v.to_string());
    [
        r.rules.priests().to_string(),
        r.rules.devils().to_string(),
        r.rules.boat_capacity().to_string(),
        r.rules.variant_name(),
        if r.solvable() { "yes" } else { "no" }.to_string(),
        optional(r.min_crossings),
        plans_text(r.optimal_plans),
        r.safe_states.to_string(),
        r.reachable_states.to_string(),
        r.milestones.to_string(),
        r.farthest.map_or("-".to_string(), |(s, d)| {
            format!("{}/{}/{} ({d})", s.priests, s.devils, side_word(s.boat))
        }),
        r.difficulty.map_or("-".to_string(), |d| format!("{d:.2}")),
    ]
}

const HEADERS: [&str; 12] = [
    "priests",
    "devils",
    "boat",
    "variant",
    "solvable",
    "crossings",
    "plans",
    "safe",
    "reachable",
    "milestones",
    "farthest",
    "difficulty",
];

/// A plan count; a saturated one reads as "at least" the largest count.
fn plans_text(count: u64) -> String {
    if count == u64::MAX {
        format!(">={count}")
    } else {
        count.to_string()
    }
}

fn write_table(reports: &[LevelReport], out: &mut impl Write) -> io::Result<()> {
    let rows: Vec<[String; 12]> = reports.iter().map(fields).collect();
    let widths: Vec<usize> = (0..HEADERS.len())
        .map(|c| {
            rows.iter()
                .map(|r| r[c].len())
                .chain([HEADERS[c].len()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: Vec<&str>| {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .map(|(c, &w)| format!("{c:>w$}"))
            .collect();
        padded.join("  ")
    };
    writeln!(out, "{}", line(HEADERS.to_vec()))?;
    for row in &rows {
        writeln!(out, "{}", line(row.iter().map(String::as_str).collect()))?;
    }
    writeln!(
        out,
        "\n{} configurations, {} solvable. Difficulty: bits of luck a player picking random legal loads needs to play an optimal plan.",
        reports.len(),
        reports.iter().filter(|r| r.solvable()).count()
    )
}

fn write_csv(reports: &[LevelReport], out: &mut impl Write) -> io::Result<()> {
    // No field holds a comma or a quote, so none needs quoting.
    writeln!(out, "{}", HEADERS.join(","))?;
    for r in reports {
        writeln!(out, "{}", fields(r).join(","))?;
    }
    Ok(())
}

fn write_json(reports: &[LevelReport], out: &mut impl Write) -> io::Result<()> {
    let rows: Vec<serde_json::Value> = reports
        .iter()
        .map(|r| {
            serde_json::json!({
                "priests": r.rules.priests(),
                "devils": r.rules.devils(),
                "boat": r.rules.boat_capacity(),
                "boat_safety": r.rules.boat_safety().name(),
                "rowers": r.rules.rowers().name(),
                "solvable": r.solvable(),
                "min_crossings": r.min_crossings,
                "optimal_plans": r.optimal_plans,
                "optimal_plans_saturated": r.optimal_plans == u64::MAX,
                "safe_states": r.safe_states,
                "reachable_states": r.reachable_states,
                "milestones": r.milestones,
                "farthest": r.farthest.map(|(s, d)| serde_json::json!({
                    "priests": s.priests, "devils": s.devils, "boat": side_word(s.boat), "distance": d,
                })),
                "difficulty_bits": r.difficulty,
            })
        })
        .collect();
    serde_json::to_writer_pretty(&mut *out, &rows)?;
    writeln!(out)
}

/// Panel width and height in pixels.
const PANEL: u32 = 300;

/// The heat map: one panel per boat size and variant (in the order of `reports`), priests across and
/// devils up, each cell coloured by its fewest crossings on one scale for all panels; unsolvable cells
/// are grey with a cross.
fn heat_map(reports: &[LevelReport]) -> Result<String, Box<dyn std::error::Error>> {
    let mut panels: Vec<(Rules, Vec<&LevelReport>)> = Vec::new();
    for r in reports {
        let key = |x: &Rules| (x.boat_capacity(), x.boat_safety(), x.rowers());
        match panels.last_mut() {
            Some((rules, cells)) if key(rules) == key(&r.rules) => cells.push(r),
            _ => panels.push((r.rules, vec![r])),
        }
    }
    let solved = reports.iter().filter_map(|r| r.min_crossings);
    let (low, high) = solved.fold((u32::MAX, 0), |(lo, hi), c| (lo.min(c), hi.max(c)));
    let axis = |f: fn(&Rules) -> u32| {
        let values = reports.iter().map(|r| f(&r.rules) as i32);
        (values.clone().min().unwrap_or(0), values.max().unwrap_or(0))
    };
    let (p_lo, p_hi) = axis(Rules::priests);
    let (d_lo, d_hi) = axis(Rules::devils);
    let labels = (p_hi - p_lo).max(d_hi - d_lo) < 16;

    let cols = panels.len().clamp(1, 4);
    let rows = panels.len().div_ceil(cols).max(1);
    let mut svg = String::new();
    {
        let size = (PANEL * cols as u32, PANEL * rows as u32 + 50);
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        root.fill(&WHITE)?;
        let (title, body) = root.split_vertically(50);
        title.titled(
            &format!(
                "Fewest crossings to win (grey x: no solution), from {low} (dark) to {high} (light)"
            ),
            ("sans-serif", 18),
        )?;
        for (area, (rules, cells)) in body.split_evenly((rows, cols)).iter().zip(&panels) {
            let caption = format!(
                "boat for {}, {}",
                rules.boat_capacity(),
                rules.variant_name()
            );
            let mut chart = ChartBuilder::on(area)
                .caption(caption, ("sans-serif", 15))
                .margin(6)
                .x_label_area_size(32)
                .y_label_area_size(32)
                .build_cartesian_2d((p_lo..p_hi).into_segmented(), (d_lo..d_hi).into_segmented())?;
            chart
                .configure_mesh()
                .disable_mesh()
                .x_desc("priests")
                .y_desc("devils")
                .draw()?;
            let scale = |c: u32| {
                let span = f64::from(high.saturating_sub(low)).max(1.0);
                f64::from(c.saturating_sub(low)) / span
            };
            chart.draw_series(cells.iter().map(|r| {
                let (p, d) = (r.rules.priests() as i32, r.rules.devils() as i32);
                let fill = match r.min_crossings {
                    Some(c) => ViridisRGB::get_color(scale(c)).filled(),
                    None => RGBColor(215, 215, 215).filled(),
                };
                Rectangle::new(
                    [
                        (SegmentValue::Exact(p), SegmentValue::Exact(d + 1)),
                        (SegmentValue::Exact(p + 1), SegmentValue::Exact(d)),
                    ],
                    fill,
                )
            }))?;
            if labels {
                chart.draw_series(cells.iter().map(|r| {
                    let (text, color) = match r.min_crossings {
                        Some(c) if scale(c) < 0.6 => (c.to_string(), WHITE),
                        Some(c) => (c.to_string(), BLACK),
                        None => ("x".to_string(), RGBColor(120, 120, 120)),
                    };
                    let style = ("sans-serif", 12)
                        .into_font()
                        .color(&color)
                        .pos(Pos::new(HPos::Center, VPos::Center));
                    let at = (
                        SegmentValue::CenterOf(r.rules.priests() as i32),
                        SegmentValue::CenterOf(r.rules.devils() as i32),
                    );
                    Text::new(text, at, style)
                }))?;
            }
        }
        root.present()?;
    }
    Ok(svg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use priests_devils::{BoatSafety, Rowers};

    fn config(p: Span, d: Span, b: Span) -> Config {
        Config {
            priests: Some(p),
            devils: Some(d),
            boat: Some(b),
            boat_safety: BoatSafety::Banks,
            rowers: Rowers::Anyone,
        }
    }

    fn span(lo: u32, hi: u32) -> Span {
        Span { lo, hi }
    }

    #[test]
    fn one_row_per_configuration_and_variant() {
        let c = config(span(1, 3), span(2, 3), span(2, 3));
        assert_eq!(reports(&c, false).unwrap().len(), 3 * 2 * 2);
        let variants = Rules::CLASSIC.variants().count();
        assert_eq!(reports(&c, true).unwrap().len(), 3 * 2 * 2 * variants);
    }

    #[test]
    fn formats_agree_on_the_classic_row() {
        let c = config(span(3, 3), span(3, 3), span(2, 2));
        let reports = reports(&c, false).unwrap();
        let mut csv = Vec::new();
        write_csv(&reports, &mut csv).unwrap();
        let csv = String::from_utf8(csv).unwrap();
        assert_eq!(
            csv.lines().nth(1),
            Some("3,3,2,classic,yes,11,4,20,16,9,3/2/far (12),18.14")
        );
        let mut json = Vec::new();
        write_json(&reports, &mut json).unwrap();
        let json: serde_json::Value = serde_json::from_slice(&json).unwrap();
        assert_eq!(json[0]["optimal_plans"], 4);
        assert_eq!(json[0]["milestones"], 9);
        assert_eq!(json[0]["farthest"]["distance"], 12);
        let svg = heat_map(&reports).unwrap();
        assert!(
            svg.starts_with("<svg") && svg.contains("\n11\n</text>"),
            "{svg}"
        );
    }
}
