//! The layout of the recap image (issue #16): what is drawn where on the canvas, as plain
//! shapes, so the drawing (`recap_screen`) only paints them. Pure, tested natively
//! (`tests/recap_image.rs`): everything inside the image, no two texts on top of each other,
//! a long name made smaller until it fits its column.
//!
//! The image is 1080 units wide (three times a 360 px phone) and as tall as its content: a
//! title, a podium of the first three places (first in the middle, second on the left, third
//! on the right), the final standings, the highlights, the app's name.

/// The image's width.
pub const WIDTH: f64 = 1080.0;
const MARGIN: f64 = 60.0;
/// A glyph's advance over the font size, a little wider than most sans-serif letters, so an
/// estimated width is not under the drawn one (the canvas is also told the width, and
/// squeezes any text that would still be wider).
const GLYPH: f64 = 0.62;

/// The colours of the image, named by use (the drawing picks them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Background,
    Ink,
    Muted,
    /// The podium's steps: first, second, third.
    Gold,
    Silver,
    Bronze,
    /// Every other row of the standings.
    Band,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// One thing to paint.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        tone: Tone,
    },
    /// A line of text: `y` is its baseline; it takes `size` above it and a fifth of `size`
    /// below; it is no wider than `max_width` from `x` on its alignment.
    Text {
        x: f64,
        y: f64,
        size: u32,
        bold: bool,
        align: Align,
        tone: Tone,
        max_width: f64,
        text: String,
    },
}

/// What the image says (every text already written in the player's language).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecapText {
    pub title: String,
    /// The date and the number of hands.
    pub subtitle: String,
    /// The standings, best first: (rank, name, total).
    pub standings: Vec<(usize, String, String)>,
    pub podium_title: String,
    pub standings_title: String,
    pub highlights_title: String,
    /// (what, who and how much).
    pub highlights: Vec<(String, String)>,
    pub footer: String,
}

/// The estimated width of a text.
pub fn text_width(text: &str, size: u32) -> f64 {
    text.chars().count() as f64 * f64::from(size) * GLYPH
}

/// The largest size, at most `size` and at least a third of it, at which `text` fits `width`.
pub fn fit(text: &str, size: u32, width: f64) -> u32 {
    let mut s = size;
    while s > size / 3 && text_width(text, s) > width {
        s -= 1;
    }
    s
}

/// `text` cut into lines that fit `width` at `size`, between words (a word longer than a
/// line is a line of its own, squeezed when drawn).
pub fn wrap(text: &str, size: u32, width: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && text_width(&candidate, size) > width {
            lines.push(std::mem::replace(&mut line, word.to_owned()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

struct Painter {
    shapes: Vec<Shape>,
}

impl Painter {
    #[allow(clippy::too_many_arguments)]
    fn text(
        &mut self,
        x: f64,
        y: f64,
        size: u32,
        bold: bool,
        align: Align,
        tone: Tone,
        width: f64,
        text: &str,
    ) {
        self.shapes.push(Shape::Text {
            x,
            y,
            size: fit(text, size, width),
            bold,
            align,
            tone,
            max_width: width,
            text: text.to_owned(),
        });
    }

    fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, tone: Tone) {
        self.shapes.push(Shape::Rect { x, y, w, h, tone });
    }
}

/// The podium's columns, left to right: the standings' index in each (second, first, third).
const PODIUM: [usize; 3] = [1, 0, 2];

/// A step's colour and height, by the rank of who stands on it: players tied share a step's
/// look (QA: a tie for second drew the second of them on the bronze third step).
fn step(rank: usize) -> (Tone, f64) {
    match rank {
        1 => (Tone::Gold, 230.0),
        2 => (Tone::Silver, 170.0),
        _ => (Tone::Bronze, 120.0),
    }
}

/// The standings' places on the podium's third step: the third, and everyone tied with it.
fn third_step(standings: &[(usize, String, String)]) -> Vec<usize> {
    let Some(third) = standings.get(2) else {
        return Vec::new();
    };
    (2..standings.len())
        .filter(|&i| standings[i].0 == third.0)
        .collect()
}

/// The standings' places on the podium, best first, one per player: the first two and
/// everyone on the third step. The image's description names them so (QA helper-58: a tie
/// read "2. Maximilienne, Bernadette (+6)", as if one place).
pub fn on_podium(standings: &[(usize, String, String)]) -> Vec<usize> {
    (0..standings.len().min(2))
        .chain(third_step(standings))
        .collect()
}

/// The podium's places, best first: the standings' first three, the third with everyone tied
/// with it ("Chloé, Denis"), so that a tie for third hides nobody.
pub fn podium(standings: &[(usize, String, String)]) -> Vec<(usize, String, String)> {
    let mut steps: Vec<(usize, String, String)> = standings.iter().take(3).cloned().collect();
    if let Some(third) = steps.get_mut(2) {
        let names: Vec<&str> = third_step(standings)
            .into_iter()
            .map(|i| standings[i].1.as_str())
            .collect();
        third.1 = names.join(", ");
    }
    steps
}

/// The image: its height and its shapes, the background first.
pub fn layout(t: &RecapText) -> (f64, Vec<Shape>) {
    let mut p = Painter { shapes: Vec::new() };
    let inner = WIDTH - 2.0 * MARGIN;
    p.rect(0.0, 0.0, WIDTH, 0.0, Tone::Background);
    let mut y = MARGIN + 64.0;
    p.text(MARGIN, y, 64, true, Align::Left, Tone::Ink, inner, &t.title);
    y += 56.0;
    p.text(
        MARGIN,
        y,
        34,
        false,
        Align::Left,
        Tone::Muted,
        inner,
        &t.subtitle,
    );
    y += 80.0;
    p.text(
        MARGIN,
        y,
        40,
        true,
        Align::Left,
        Tone::Ink,
        inner,
        &t.podium_title,
    );
    // Names and totals above the steps, the steps standing on one floor.
    let column = inner / 3.0;
    let top = y + 30.0;
    let floor = top + 2.0 * 56.0 + 230.0;
    let steps = podium(&t.standings);
    // A third of the image is narrow for a long name: the podium shows it as the scorecard's
    // narrow column does (its first word), the standings below in full.
    let names: Vec<String> = t.standings.iter().map(|(_, n, _)| n.clone()).collect();
    let short = crate::ui::i18n::short_names(&names);
    // Players tied for first stand left to right in the standings' order (QA helper-59: the
    // second of two drawn left of the first); two steps stand in the middle of the image (no
    // empty third on the right).
    let order = match steps.as_slice() {
        [a, b, ..] if a.0 == b.0 => [0, 1, 2],
        _ => PODIUM,
    };
    let shift = if steps.len() < 3 { column / 2.0 } else { 0.0 };
    for (k, index) in order.into_iter().enumerate() {
        let Some((rank, _, total)) = steps.get(index) else {
            continue;
        };
        let (tone, height) = step(*rank);
        // A word cut for the narrow column ("Hildegar…") stays whole here while it can be
        // drawn at half the size or more.
        let one = |i: usize| match &short[i] {
            s if !s.ends_with('…') || fit(&names[i], 40, column - 20.0) < 20 => s.clone(),
            _ => names[i].clone(),
        };
        // A step stands for the standings' place of the same index; players tied for third
        // share its step: their short names while they read at half the size or more, else
        // the first and how many more ("Jean-Baptiste +2"; QA: three long names drawn 3 px
        // high). The standings below name them all.
        let tied = if index == 2 {
            third_step(&t.standings)
        } else {
            Vec::new()
        };
        let name = if tied.len() > 1 {
            let tied: Vec<String> = tied.into_iter().map(one).collect();
            let all = tied.join(", ");
            if fit(&all, 40, column - 20.0) >= 20 {
                all
            } else {
                format!("{} +{}", tied[0], tied.len() - 1)
            }
        } else {
            one(index)
        };
        let x = MARGIN + shift + column * k as f64;
        let centre = x + column / 2.0;
        let step_top = floor - height;
        p.text(
            centre,
            step_top - 64.0,
            40,
            true,
            Align::Center,
            Tone::Ink,
            column - 20.0,
            &name,
        );
        p.text(
            centre,
            step_top - 16.0,
            34,
            false,
            Align::Center,
            Tone::Muted,
            column - 20.0,
            total,
        );
        p.rect(x + 10.0, step_top, column - 20.0, height, tone);
        p.text(
            centre,
            step_top + 80.0,
            64,
            true,
            Align::Center,
            Tone::Ink,
            column - 20.0,
            &rank.to_string(),
        );
    }
    y = floor + 90.0;
    p.text(
        MARGIN,
        y,
        40,
        true,
        Align::Left,
        Tone::Ink,
        inner,
        &t.standings_title,
    );
    y += 20.0;
    let row = 64.0;
    for (i, (rank, name, total)) in t.standings.iter().enumerate() {
        if i % 2 == 0 {
            p.rect(MARGIN, y, inner, row, Tone::Band);
        }
        let base = y + 44.0;
        p.text(
            MARGIN + 16.0,
            base,
            34,
            true,
            Align::Left,
            Tone::Ink,
            60.0,
            &rank.to_string(),
        );
        p.text(
            MARGIN + 90.0,
            base,
            34,
            false,
            Align::Left,
            Tone::Ink,
            inner - 330.0,
            name,
        );
        p.text(
            WIDTH - MARGIN - 16.0,
            base,
            34,
            true,
            Align::Right,
            Tone::Ink,
            210.0,
            total,
        );
        y += row;
    }
    if !t.highlights.is_empty() {
        y += 90.0;
        p.text(
            MARGIN,
            y,
            40,
            true,
            Align::Left,
            Tone::Ink,
            inner,
            &t.highlights_title,
        );
        for (what, said) in &t.highlights {
            y += 64.0;
            p.text(MARGIN, y, 32, true, Align::Left, Tone::Muted, inner, what);
            for line in wrap(said, 34, inner) {
                y += 46.0;
                p.text(MARGIN, y, 34, false, Align::Left, Tone::Ink, inner, &line);
            }
        }
    }
    y += 90.0;
    p.text(
        WIDTH / 2.0,
        y,
        28,
        false,
        Align::Center,
        Tone::Muted,
        inner,
        &t.footer,
    );
    let height = y + MARGIN;
    if let Some(Shape::Rect { h, .. }) = p.shapes.first_mut() {
        *h = height;
    }
    (height, p.shapes)
}
