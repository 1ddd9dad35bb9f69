//! Status messages that name the values a field accepts, assembled at compile time from the variants'
//! `ALL` lists, so that a new variant changes the message with no edit here (`pd_status_message`
//! returns static text).

use std::ffi::CStr;

use crate::{BoatSafety, Rowers};

/// The longest message assembled here, NUL included.
const CAPACITY: usize = 128;

/// A NUL-terminated message written at compile time into a fixed buffer.
struct Message {
    bytes: [u8; CAPACITY],
    len: usize,
}

impl Message {
    const fn new() -> Message {
        Message {
            bytes: [0; CAPACITY],
            len: 0,
        }
    }

    /// The message followed by `text`. Fails the build when it would not fit with its NUL.
    const fn text(mut self, text: &str) -> Message {
        let text = text.as_bytes();
        let mut i = 0;
        while i < text.len() {
            assert!(
                self.len + 1 < CAPACITY,
                "a status message outgrew its buffer"
            );
            self.bytes[self.len] = text[i];
            self.len += 1;
            i += 1;
        }
        self
    }

    /// The message followed by `n` in decimal.
    const fn number(mut self, n: usize) -> Message {
        let mut digits = [0u8; 20];
        let (mut count, mut rest) = (0, n);
        loop {
            digits[count] = b'0' + (rest % 10) as u8;
            count += 1;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        while count > 0 {
            count -= 1;
            assert!(
                self.len + 1 < CAPACITY,
                "a status message outgrew its buffer"
            );
            self.bytes[self.len] = digits[count];
            self.len += 1;
        }
        self
    }

    /// The message followed by the values `0` to `count - 1` as a list: `0`, `0 or 1`, `0, 1 or 2`.
    const fn values(mut self, count: usize) -> Message {
        let mut value = 0;
        while value < count {
            if value > 0 {
                self = self.text(if value + 1 == count { " or " } else { ", " });
            }
            self = self.number(value);
            value += 1;
        }
        self
    }
}

/// `PD_STATUS_INVALID_RULES`' message, naming the values of each variant field.
static INVALID_RULES: [u8; CAPACITY] = Message::new()
    .text("invalid rules: the boat capacity must be at least 1, boat_safety ")
    .values(BoatSafety::ALL.len())
    .text(", and rowers ")
    .values(Rowers::ALL.len())
    .bytes;

/// `PD_STATUS_INVALID_RANGE`'s message, naming the values of each variant field.
static INVALID_RANGE: [u8; CAPACITY] = Message::new()
    .text("invalid range: a low end exceeds its high end, or boat_safety is not ")
    .values(BoatSafety::ALL.len())
    .text(", or rowers not ")
    .values(Rowers::ALL.len())
    .bytes;

/// [`INVALID_RULES`] as a C string.
pub(super) const INVALID_RULES_MESSAGE: &CStr = c_str(&INVALID_RULES);

/// [`INVALID_RANGE`] as a C string.
pub(super) const INVALID_RANGE_MESSAGE: &CStr = c_str(&INVALID_RANGE);

/// The NUL-terminated message in `bytes`.
const fn c_str(bytes: &'static [u8; CAPACITY]) -> &'static CStr {
    match CStr::from_bytes_until_nul(bytes) {
        Ok(message) => message,
        Err(_) => panic!("the message ends with a NUL"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(message: Message) -> String {
        String::from_utf8(message.bytes[..message.len].to_vec()).expect("ASCII")
    }

    #[test]
    fn lists_read_as_english() {
        let list = |count| text(Message::new().values(count));
        assert_eq!(list(1), "0");
        assert_eq!(list(2), "0 or 1");
        assert_eq!(list(3), "0, 1 or 2");
        assert_eq!(list(12), "0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 or 11");
        assert_eq!(text(Message::new().number(4_294_967_295)), "4294967295");
    }

    #[test]
    fn the_invalid_rules_and_range_messages_name_every_value_of_each_field() {
        for (message, fields, head) in [
            (
                INVALID_RULES_MESSAGE,
                [", boat_safety ", ", and rowers "],
                "invalid rules: the boat capacity must be at least 1",
            ),
            (
                INVALID_RANGE_MESSAGE,
                [", or boat_safety is not ", ", or rowers not "],
                "invalid range: a low end exceeds its high end",
            ),
        ] {
            let message = message.to_str().expect("ASCII");
            let (rest, rowers) = message.split_once(fields[1]).expect(message);
            let (rest, boat_safety) = rest.split_once(fields[0]).expect(message);
            assert_eq!(rest, head);
            let values = |list: &str| -> Vec<usize> {
                let list = list.replace(" or ", ", ");
                list.split(", ")
                    .map(|v| v.parse().expect(message))
                    .collect()
            };
            let all = |count: usize| (0..count).collect::<Vec<_>>();
            assert_eq!(values(boat_safety), all(BoatSafety::ALL.len()));
            assert_eq!(values(rowers), all(Rowers::ALL.len()));
        }
    }
}
