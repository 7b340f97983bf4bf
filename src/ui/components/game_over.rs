//! The end of a game: the winner (or the winners, on a tie) and the final standings, ranked
//! by the core (`core::stats::standings`).

use yew::prelude::*;

use crate::core::stats::standings;
use crate::ui::i18n::{int, Lang};

#[derive(PartialEq, Clone)]
pub struct GameOverProps {
    /// Player names, in seat order.
    pub names: Vec<String>,
    /// The final totals, in seat order (`Scorecard::totals`).
    pub totals: Vec<i64>,
    pub lang: Lang,
}

fn name(names: &[String], seat: usize) -> String {
    names.get(seat).cloned().unwrap_or_default()
}

pub fn game_over(props: &GameOverProps) -> Html {
    let GameOverProps {
        names,
        totals,
        lang,
    } = props;
    let lang = *lang;
    let table = standings(totals);
    let winners: Vec<String> = table
        .iter()
        .take_while(|s| s.rank == 1)
        .map(|s| name(names, s.seat))
        .collect();
    let best = table.first().map_or(0, |s| s.total);
    let points = int(lang, best);
    let headline = match (lang, winners.as_slice()) {
        (_, []) => String::new(),
        (Lang::Fr, [one]) => format!("{one} gagne avec {points} points"),
        (Lang::En, [one]) => format!("{one} wins with {points} points"),
        (Lang::Fr, [rest @ .., last]) => {
            format!("{} et {last} gagnent avec {points} points", rest.join(", "))
        }
        (Lang::En, [rest @ .., last]) => {
            format!("{} and {last} win with {points} points", rest.join(", "))
        }
    };
    let rows = table.iter().map(|s| {
        let class = if s.rank == 1 {
            "game-over__row game-over__row--winner"
        } else {
            "game-over__row"
        };
        html! {
            <tr key={s.seat} {class}>
                <td class="game-over__rank">{ int(lang, s.rank as i64) }</td>
                <th scope="row">{ name(names, s.seat) }</th>
                <td class="game-over__total">{ int(lang, s.total) }</td>
            </tr>
        }
    });
    html! {
        <section class="game-over" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{ lang.pick("Partie terminée", "Game over") }</h2>
            <p class="game-over__winner">
                { headline }
            </p>
            <table class="game-over__standings">
                <caption>{ lang.pick("Classement final", "Final standings") }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ lang.pick("Rang", "Place") }</th>
                        <th scope="col">{ lang.pick("Joueur", "Player") }</th>
                        <th scope="col">{ lang.pick("Points", "Points") }</th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </section>
    }
}
