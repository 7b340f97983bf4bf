//! The end of a game: the winner (or the winners, on a tie) and the final standings, ranked
//! by the core (`core::stats::standings`).

use yew::prelude::*;

use crate::core::stats::standings;
use crate::ui::i18n::{int, winners as winners_text, Lang, T};

#[derive(PartialEq, Clone)]
pub struct GameOverProps {
    /// Player names, in seat order.
    pub names: Vec<String>,
    /// The final totals, in seat order (`Scorecard::totals`).
    pub totals: Vec<i64>,
    pub lang: Lang,
    /// The game reached its number of hands; else an evening ended from its scorecard, which
    /// more hands may follow: "End of the evening", not "Game over" (QA).
    pub over: bool,
}

fn name(names: &[String], seat: usize) -> String {
    names.get(seat).cloned().unwrap_or_default()
}

pub fn game_over(props: &GameOverProps) -> Html {
    let GameOverProps {
        names,
        totals,
        lang,
        over,
    } = props;
    let lang = *lang;
    let table = standings(totals);
    let winners: Vec<&str> = table
        .iter()
        .take_while(|s| s.rank == 1)
        .map(|s| names.get(s.seat).map_or("", String::as_str))
        .collect();
    let best = table.first().map_or(0, |s| s.total);
    let headline = winners_text(lang, &winners, best, winners.len() == table.len());
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
            <h3 id="game-over-title">{ if *over { T::GameFinished } else { T::EveningOver }.text(lang) }</h3>
            <p class="game-over__winner">
                { headline }
            </p>
            <table class="game-over__standings">
                <caption>{ T::FinalStandings.text(lang) }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ T::Place.text(lang) }</th>
                        <th scope="col">{ T::Player.text(lang) }</th>
                        <th scope="col">{ T::Score.text(lang) }</th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </section>
    }
}
