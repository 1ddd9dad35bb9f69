//! The family's 26 puzzles as the model of `family_model.rs` reads them from their statements
//! (`../shared/family/puzzles.md`), apart from the engine and its format: each puzzle's characters
//! (who rows and when, weights, times, the starting bank) and its boat and bank rules as plain
//! functions over explicit sets of characters.
// Each rule reads as the statement words it, one forbidden situation after another.
#![allow(clippy::nonminimal_bool)]

/// A group of characters (a bank's or the boat's), as a bit set over the model's characters.
pub struct G<'a> {
    pub names: &'a [&'a str],
    pub set: u32,
}

impl G<'_> {
    pub fn has(&self, name: &str) -> bool {
        self.names
            .iter()
            .position(|n| *n == name)
            .is_some_and(|i| self.set >> i & 1 == 1)
    }
    pub fn n(&self, names: &[&str]) -> u32 {
        names.iter().filter(|n| self.has(n)).count() as u32
    }
    pub fn any(&self, names: &[&str]) -> bool {
        self.n(names) > 0
    }
    pub fn len(&self) -> u32 {
        self.set.count_ones()
    }
    /// The group is exactly these characters.
    pub fn is(&self, names: &[&str]) -> bool {
        self.len() == names.len() as u32 && self.n(names) == names.len() as u32
    }
    pub fn only(&self, names: &[&str]) -> bool {
        self.len() > 0 && self.n(names) == self.len()
    }
}

/// Who rows: 0 never, 1 always, 2 by day, 3 at night.
pub struct C {
    pub name: &'static str,
    pub rows: u8,
    pub weight: u32,
    pub time: u32,
    pub right: bool,
}

pub fn c(name: &'static str, rows: u8) -> C {
    C {
        name,
        rows,
        weight: 0,
        time: 0,
        right: false,
    }
}

pub struct M {
    pub id: &'static str,
    pub chars: Vec<C>,
    pub capacity: u32,
    pub max_load: Option<u32>,
    pub load_change: Option<u32>,
    pub limit: Option<u32>,
    pub boat: fn(&G) -> bool,
    pub bank: fn(&G) -> bool,
}

pub fn m(
    id: &'static str,
    chars: Vec<C>,
    capacity: u32,
    boat: fn(&G) -> bool,
    bank: fn(&G) -> bool,
) -> M {
    M {
        id,
        chars,
        capacity,
        max_load: None,
        load_change: None,
        limit: None,
        boat,
        bank,
    }
}

fn yes(_: &G) -> bool {
    true
}

fn timed(id: &'static str, times: &[(&'static str, u32)], limit: u32) -> M {
    let chars = times
        .iter()
        .map(|&(name, time)| C { time, ..c(name, 1) })
        .collect();
    M {
        limit: Some(limit),
        ..m(id, chars, 2, yes, yes)
    }
}

fn all_row(names: &[&'static str]) -> Vec<C> {
    names.iter().map(|n| c(n, 1)).collect()
}

const MC: [&str; 6] = [
    "Missionary1",
    "Missionary2",
    "Missionary3",
    "Cannibal1",
    "Cannibal2",
    "Cannibal3",
];

pub fn models() -> Vec<M> {
    vec![
        m(
            "annoying-neighbors",
            all_row(&["Person1", "Person2", "Person3", "Person4", "Person5"]),
            2,
            |g| !(1..=5).any(|i| g.is(&[P[i - 1], P[i % 5]])),
            |g| !(1..=5).any(|i| g.is(&[P[i - 1], P[i % 5]])),
        ),
        m(
            "athletes-coaches",
            all_row(&[
                "Athlete1", "Coach1", "Athlete2", "Coach2", "Athlete3", "Coach3",
            ]),
            2,
            |g| {
                g.len() == 1
                    || g.only(&["Coach1", "Coach2", "Coach3"])
                    || g.only(&["Athlete1", "Athlete2", "Athlete3"])
                    || (1..=3).any(|i| g.is(&[ATH[i - 1], COA[i - 1]]))
            },
            |g| {
                (0..3).all(|i| {
                    !g.has(ATH[i]) || g.has(COA[i]) || (0..3).all(|j| j == i || !g.has(COA[j]))
                })
            },
        ),
        m(
            "bear-gorillas-chicken-mouse",
            all_row(&["Mouse", "Chicken", "Bear", "Gorilla1", "Gorilla2"]),
            2,
            |g| g.len() == 1 || g.is(&["Mouse", "Chicken"]),
            |g| {
                !g.is(&["Mouse"])
                    && !(g.has("Chicken")
                        && g.len() > 1
                        && g.n(&["Gorilla1", "Gorilla2"]) == g.len() - 1)
            },
        ),
        timed(
            "bridge-torch-15",
            &[
                ("Person1", 1),
                ("Person2", 2),
                ("Person3", 5),
                ("Person4", 8),
            ],
            15,
        ),
        timed(
            "bridge-torch-17",
            &[
                ("Person1", 1),
                ("Person2", 2),
                ("Person3", 5),
                ("Person4", 10),
            ],
            17,
        ),
        timed(
            "catching-the-train",
            &[
                ("Cop", 1),
                ("Father", 3),
                ("Mother", 6),
                ("Daughter", 8),
                ("Son", 12),
            ],
            29,
        ),
        m(
            "cats-dogs",
            all_row(&[
                "BigDog",
                "MediumDog",
                "SmallDog",
                "BigCat",
                "MediumCat",
                "SmallCat",
            ]),
            2,
            |g| {
                !(g.has("MediumDog") && g.any(&["BigDog", "SmallDog"]))
                    && !(g.has("MediumCat") && g.any(&["BigCat", "SmallCat"]))
            },
            |g| {
                let medium_pair = g.len() == 2
                    && ((g.has("MediumDog") && g.any(&["BigDog", "SmallDog"]))
                        || (g.has("MediumCat") && g.any(&["BigCat", "SmallCat"])));
                let cats = g.n(&["BigCat", "MediumCat", "SmallCat"]);
                !medium_pair && !(cats > 0 && g.n(&["BigDog", "MediumDog", "SmallDog"]) > cats)
            },
        ),
        m(
            "chess-kings-queens-pawns",
            vec![
                c("WhiteKing", 0),
                c("WhiteQueen", 1),
                c("WhitePawn", 1),
                c("BlackKing", 0),
                c("BlackQueen", 1),
                c("BlackPawn", 1),
            ],
            2,
            |g| {
                !(g.any(&["WhiteQueen", "BlackQueen"]) && g.len() > 1)
                    && !(g.has("WhiteKing") && g.any(&["BlackKing", "BlackQueen", "BlackPawn"]))
                    && !(g.has("BlackKing") && g.any(&["WhiteQueen", "WhitePawn"]))
            },
            |g| {
                (!g.has("WhiteKing") || g.any(&["WhiteQueen", "WhitePawn"]))
                    && (!g.has("BlackKing") || g.any(&["BlackQueen", "BlackPawn"]))
            },
        ),
        m(
            "cops-robbers",
            all_row(&["Cop1", "Cop2", "Cop3", "Robber1", "Robber2", "Robber3"]),
            2,
            yes,
            |g| {
                let cops = g.n(&["Cop1", "Cop2", "Cop3"]);
                cops == 0 || g.n(&["Robber1", "Robber2", "Robber3"]) <= cops
            },
        ),
        m(
            "families-with-a-child",
            vec![
                c("Father1", 1),
                c("Mother1", 0),
                c("Child1", 0),
                c("Father2", 1),
                c("Mother2", 0),
                c("Child2", 0),
            ],
            2,
            |g| !g.is(&["Father1", "Child2"]) && !g.is(&["Father2", "Child1"]),
            |g| {
                !g.is(&["Child1"])
                    && !g.is(&["Child2"])
                    && !(g.has("Child1")
                        && g.any(&["Father2", "Mother2"])
                        && !g.any(&["Father1", "Mother1"]))
                    && !(g.has("Child2")
                        && g.any(&["Father1", "Mother1"])
                        && !g.any(&["Father2", "Mother2"]))
            },
        ),
        M {
            max_load: Some(100),
            ..m(
                "family-bag",
                ["Father", "Mother", "Boy", "Girl", "Bag"]
                    .iter()
                    .zip([90, 80, 60, 40, 20])
                    .map(|(n, w)| C {
                        weight: w,
                        ..c(n, u8::from(*n != "Bag"))
                    })
                    .collect(),
                5,
                yes,
                yes,
            )
        },
        m(
            "family-plus-old-couple",
            vec![
                c("Father", 1),
                c("Mother", 1),
                c("Son", 0),
                c("Daughter", 0),
                c("OldMan", 1),
                c("OldLady", 0),
            ],
            2,
            |g| {
                !(g.has("OldMan") && g.len() > 1)
                    && !g.is(&["Mother", "Son"])
                    && !g.is(&["Father", "Daughter"])
            },
            |g| {
                !(g.any(&["Son", "Daughter"]) && g.any(&["OldMan", "OldLady"]))
                    || g.any(&["Father", "Mother"])
            },
        ),
        m(
            "farmer-family-pets",
            vec![
                c("Farmer", 1),
                c("Son", 1),
                c("Daughter", 1),
                c("Dog", 0),
                c("Squirrel1", 0),
                c("Squirrel2", 0),
                c("Rabbit1", 0),
                c("Rabbit2", 0),
            ],
            2,
            |g| {
                !(g.has("Dog") && g.any(&["Son", "Daughter"]))
                    && !(g.has("Daughter") && g.any(&RAB))
                    && !(g.has("Son") && g.any(&SQU))
            },
            |g| {
                !(g.has("Dog") && g.len() > 1 && !g.has("Farmer"))
                    && !(g.has("Daughter") && g.any(&RAB) && !g.has("Son"))
                    && !(g.has("Son") && g.any(&SQU) && !g.has("Daughter"))
            },
        ),
        m(
            "four-soldiers",
            vec![
                c("ArrogantSoldier", 1),
                c("LazySoldier", 0),
                c("BraveSoldier1", 1),
                c("BraveSoldier2", 1),
            ],
            2,
            |g| !(g.has("ArrogantSoldier") && g.len() > 1) && !g.is(&["LazySoldier"]),
            |g| !g.is(&["LazySoldier"]),
        ),
        m("jealous-husbands", all_row(&HW), 2, jealous, jealous),
        m(
            "lions-raccoons-squirrels",
            vec![
                c("Lion1", 1),
                c("Lion2", 1),
                c("Raccoon1", 3),
                c("Raccoon2", 3),
                c("Squirrel1", 2),
                c("Squirrel2", 2),
            ],
            2,
            |g| g.only(&["Lion1", "Lion2"]) || g.only(&["Raccoon1", "Raccoon2"]) || g.only(&SQU),
            yes,
        ),
        m(
            "merchants-robbers",
            vec![
                C {
                    right: true,
                    ..c("Merchant1", 1)
                },
                C {
                    right: true,
                    ..c("Merchant2", 0)
                },
                C {
                    right: true,
                    ..c("Merchant3", 0)
                },
                c("Robber1", 1),
                c("Robber2", 0),
                c("Robber3", 0),
            ],
            2,
            yes,
            |g| {
                let ms = g.n(&["Merchant1", "Merchant2", "Merchant3"]);
                ms == 0 || g.n(&["Robber1", "Robber2", "Robber3"]) <= ms
            },
        ),
        m("missionaries-cannibals", all_row(&MC), 2, yes, |g| {
            let ms = g.n(&MC[..3]);
            ms == 0 || g.n(&MC[3..]) <= ms
        }),
        m(
            "mothers-with-children",
            vec![
                c("Mother1", 1),
                c("Son1", 1),
                c("Daughter1", 0),
                c("Mother2", 0),
                c("Son2", 0),
                c("Daughter2", 0),
            ],
            2,
            |g| {
                g.is(&["Mother1"])
                    || ["Son1", "Daughter1", "Mother2"]
                        .iter()
                        .any(|o| g.is(&["Mother1", o]))
                    || g.is(&["Son1"])
                    || ["Daughter1", "Son2", "Daughter2"]
                        .iter()
                        .any(|o| g.is(&["Son1", o]))
            },
            |g| {
                !(g.has("Mother1") && g.any(&["Son2", "Daughter2"]) && !g.has("Mother2"))
                    && !(g.has("Mother2") && g.any(&["Son1", "Daughter1"]) && !g.has("Mother1"))
            },
        ),
        m(
            "parents-4-children-cop-thief",
            vec![
                c("Policeman", 1),
                c("Mother", 1),
                c("Father", 1),
                c("Son1", 0),
                c("Son2", 0),
                c("Daughter1", 0),
                c("Daughter2", 0),
                c("Thief", 0),
            ],
            2,
            family_rules,
            family_rules,
        ),
        m(
            "robbers-bags",
            all_row(&["Robber1", "Robber2", "Robber3"])
                .into_iter()
                .chain(["Bag3000", "Bag5000", "Bag8000"].map(|n| c(n, 0)))
                .collect(),
            2,
            yes,
            |g| {
                let robbers = g.n(&["Robber1", "Robber2", "Robber3"]);
                let stole: u32 = [("Robber1", 3000), ("Robber2", 5000), ("Robber3", 8000)]
                    .iter()
                    .filter(|(n, _)| g.has(n))
                    .map(|p| p.1)
                    .sum();
                let worth: u32 = [("Bag3000", 3000), ("Bag5000", 5000), ("Bag8000", 8000)]
                    .iter()
                    .filter(|(n, _)| g.has(n))
                    .map(|p| p.1)
                    .sum();
                !(robbers == 1 || robbers == 2) || worth <= stole
            },
        ),
        m(
            "travelers-with-bags",
            vec![
                c("Traveler1", 1),
                c("Traveler2", 1),
                c("Traveler3", 1),
                c("Bag1A", 0),
                c("Bag1B", 0),
                c("Bag2", 0),
            ],
            2,
            yes,
            |g| {
                let travelers = ["Traveler1", "Traveler2", "Traveler3"];
                if g.n(&travelers) != 1 {
                    return true;
                }
                let others_bags = if g.has("Traveler1") {
                    g.has("Bag2")
                } else if g.has("Traveler2") {
                    g.any(&["Bag1A", "Bag1B"])
                } else {
                    g.any(&["Bag1A", "Bag1B", "Bag2"])
                };
                !others_bags
            },
        ),
        M {
            load_change: Some(1),
            ..m(
                "weights",
                ["1kg", "2kg", "3kg", "4kg"]
                    .iter()
                    .zip(1..)
                    .map(|(n, w)| C {
                        weight: w,
                        ..c(n, 1)
                    })
                    .collect(),
                2,
                yes,
                yes,
            )
        },
        m(
            "wolf-goat-cabbage",
            vec![c("Farmer", 1), c("Wolf", 0), c("Goat", 0), c("Cabbage", 0)],
            2,
            yes,
            |g| g.has("Farmer") || !(g.has("Goat") && g.any(&["Wolf", "Cabbage"])),
        ),
        m(
            "wolves-cows-goat",
            vec![
                c("Farmer", 1),
                c("Goat", 0),
                c("Cow1", 0),
                c("Cow2", 0),
                c("Wolf1", 0),
                c("Wolf2", 0),
            ],
            2,
            yes,
            |g| {
                g.has("Farmer")
                    || (!(g.has("Goat") && g.any(&["Wolf1", "Wolf2"]))
                        && !(g.n(&["Wolf1", "Wolf2"]) == 2 && g.n(&["Cow1", "Cow2"]) == 1))
            },
        ),
        m(
            "workers-children",
            all_row(&["Worker1", "Worker2", "Child1", "Child2"]),
            2,
            |g| g.len() == 1 || g.only(&["Child1", "Child2"]),
            yes,
        ),
    ]
}

const P: [&str; 5] = ["Person1", "Person2", "Person3", "Person4", "Person5"];
const ATH: [&str; 3] = ["Athlete1", "Athlete2", "Athlete3"];
const COA: [&str; 3] = ["Coach1", "Coach2", "Coach3"];
const RAB: [&str; 2] = ["Rabbit1", "Rabbit2"];
const SQU: [&str; 2] = ["Squirrel1", "Squirrel2"];
const HW: [&str; 6] = [
    "Husband1", "Wife1", "Husband2", "Wife2", "Husband3", "Wife3",
];

fn jealous(g: &G) -> bool {
    (0..3).all(|i| {
        !g.has(HW[2 * i + 1]) || g.has(HW[2 * i]) || (0..3).all(|j| j == i || !g.has(HW[2 * j]))
    })
}

fn family_rules(g: &G) -> bool {
    !(g.has("Father") && g.any(&["Daughter1", "Daughter2"]) && !g.has("Mother"))
        && !(g.has("Mother") && g.any(&["Son1", "Son2"]) && !g.has("Father"))
        && !(g.has("Thief") && g.len() > 1 && !g.has("Policeman"))
}
