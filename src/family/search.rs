//! The searches over a built graph: its crossings reversed, the distances from every node to the
//! goal, and the nodes reachable from the start.

use std::collections::BinaryHeap;

use super::build::{filled, Family, NONE};
use super::FamilyError;

impl Family {
    /// The crossings into each node, as (sources, offsets). Each node's count becomes the end of its
    /// range; the crossings are then placed from the last source down, so that each node's sources
    /// come in ascending order and its offset ends at the start of its range.
    fn reverse(&self) -> Result<(Vec<u32>, Vec<u32>), FamilyError> {
        let n = self.nodes() as usize;
        let mut offsets = filled(n + 1, 0u32)?;
        for &t in &self.targets {
            offsets[t as usize] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut sources = filled(self.targets.len(), 0u32)?;
        for from in (0..n).rev() {
            for &t in self.targets[self.offsets[from] as usize..self.offsets[from + 1] as usize]
                .iter()
                .rev()
            {
                offsets[t as usize] -= 1;
                sources[offsets[t as usize] as usize] = from as u32;
            }
        }
        Ok((sources, offsets))
    }

    /// Distances from every node to the goal, searching backwards from the safe goal nodes.
    pub(super) fn solve(&mut self) -> Result<(), FamilyError> {
        let (sources, offsets) = self.reverse()?;
        // The goal's nodes, in ascending order: one per (phase, slot).
        let goals: Vec<u32> = (0..self.slots * self.phases)
            .map(|block| block * self.arrangements + self.goal)
            .filter(|&n| self.safe[n as usize])
            .collect();
        let into =
            |n: u32| &sources[offsets[n as usize] as usize..offsets[n as usize + 1] as usize];
        if !self.puzzle.timed {
            let mut queue = queue(self.nodes())?;
            for &g in &goals {
                self.dist[g as usize] = 0;
                queue.push(g);
            }
            let mut head = 0;
            while let Some(&n) = queue.get(head) {
                head += 1;
                let d = self.dist[n as usize] + 1;
                for &p in into(n) {
                    if self.dist[p as usize] == NONE {
                        self.dist[p as usize] = d;
                        queue.push(p);
                    }
                }
            }
            return Ok(());
        }
        // Dijkstra on (time, crossings), smallest first.
        let mut heap = BinaryHeap::new();
        let mut best = filled(self.nodes() as usize, u64::MAX)?;
        let mut times = filled(self.arrangements as usize, u32::MAX)?;
        for &g in &goals {
            best[g as usize] = 0;
            heap.push(std::cmp::Reverse((0u64, g)));
        }
        while let Some(std::cmp::Reverse((key, n))) = heap.pop() {
            if key != best[n as usize] || self.dist[n as usize] != NONE {
                continue;
            }
            self.time[n as usize] = (key >> 32) as u32;
            self.dist[n as usize] = key as u32;
            for &p in into(n) {
                // A crossing's time is its load's, and its load's number is the arrangements'
                // difference: the time is computed once per load.
                let load = (p % self.arrangements).abs_diff(n % self.arrangements) as usize;
                if times[load] == u32::MAX {
                    times[load] = self.crossing_time(p, n);
                }
                let t = u64::from(times[load]);
                let next = (key >> 32).saturating_add(t).min(u64::from(u32::MAX - 1));
                let next = next << 32 | ((key & 0xffff_ffff) + 1);
                if next < best[p as usize] && self.dist[p as usize] == NONE {
                    best[p as usize] = next;
                    heap.push(std::cmp::Reverse((next, p)));
                }
            }
        }
        Ok(())
    }

    /// Marks the nodes that legal play from the start reaches.
    pub(super) fn mark_reachable(&mut self) -> Result<(), FamilyError> {
        if !self.safe[self.start as usize] {
            return Ok(());
        }
        let mut queue = queue(self.nodes())?;
        self.reachable[self.start as usize] = true;
        queue.push(self.start);
        let mut head = 0;
        while let Some(&n) = queue.get(head) {
            head += 1;
            for i in self.offsets[n as usize]..self.offsets[n as usize + 1] {
                let t = self.targets[i as usize];
                if !self.reachable[t as usize] {
                    self.reachable[t as usize] = true;
                    queue.push(t);
                }
            }
        }
        Ok(())
    }
}

/// An empty queue with room for every node (a search queues each node at most once, so it never
/// grows), or [`FamilyError::OutOfMemory`].
fn queue(nodes: u32) -> Result<Vec<u32>, FamilyError> {
    let mut queue = Vec::new();
    queue
        .try_reserve_exact(nodes as usize)
        .map_err(|_| FamilyError::OutOfMemory)?;
    Ok(queue)
}
