"""Every worked situation of the Huit américain rule book (seeds/002, French), as positions."""

from __future__ import annotations

from huitkit import first, hand, kinds, legal, play, position

from game.rules.huit import (
    Phase,
    Suit,
    apply_move,
    legal_moves,
    new_game,
    new_match,
    next_round,
    record_round,
)
from game.rules.huit.events import (
    CarteCalled,
    CarteForgotten,
    CarteSaid,
    PenaltyDrawn,
    PenaltyGrows,
    RoundOver,
    Skipped,
    SuitAsked,
)


def test_h1_eight_cards_each_and_a_plain_card_turned_up() -> None:
    # "le donneur distribue 8 cartes ... On retourne la première carte ... Si celle-ci est
    #  une carte dite spéciale, on la remet sous la pioche, et on retourne la suivante."
    for seed in range(40):
        s = new_game(4, seed)
        assert [len(h) for h in s.hands] == [8, 8, 8, 8]
        assert len(s.discard) == 1 and len(s.stock) == 52 - 32 - 1
        assert s.top.rank not in (0, 6, 7, 9)  # no ace, 7, 8 or 10 starts the discard
        assert s.turn == 0  # the player left of the dealer (the last seat) begins


def test_h2_same_suit_same_rank_or_any_eight() -> None:
    # "même couleur ... même rang ... un 8 de n'importe quelle couleur"
    s = position("5c 9h 8d 2s", "3c", discard="5h", stock="Kc")
    plays = {m.split()[0] for m in legal(s)} - {"draw"}
    assert plays == {"5c", "9h", "8d"}


def test_h3_cannot_play_draws_and_may_play_the_drawn_card() -> None:
    # "Si un joueur ne peut, ou ne veut, jouer, il pioche la première carte du talon, si
    #  celle-ci peut être jouée, il le fait (mais ce n'est pas obligatoire)."
    s = position("2c 3d", "4c Qs", discard="5h", stock="9h Kc")
    assert legal(s) == {"draw"}
    s, _ = play(s, "draw")
    assert s.drawn is not None and s.drawn.token == "9h"  # the first card of the stock
    assert legal(s) == {"9h", "pass"}  # playable, not obligatory
    kept, _ = play(s, "pass")
    assert kept.turn == 1 and hand(kept, 0) == "2c 3d 9h"
    played, _ = play(s, "9h")
    assert played.top.token == "9h" and played.turn == 1


def test_h4_the_seven_skips_the_next_player() -> None:
    # "le 7 : fait sauter le tour du joueur suivant."
    s = position("7h 2c 3c", "Kh Qh", "Jh Jd", discard="5h")
    s, events = play(s, "7h")
    assert first(events, Skipped).seat == 1
    assert s.turn == 2


def test_h4_the_eight_goes_on_anything_and_changes_the_suit() -> None:
    # "le 8 : peut être joué sur n'importe quelle carte ... il peut changer la couleur
    #  demandée, et ce quel que soit le 8 joué. Il annonce 'Je change en...'."
    s = position("8c 2d 3d", "Kh 5s Qs", discard="Jh")
    assert {"8c c", "8c d", "8c h", "8c s"} <= legal(s)
    s, events = play(s, "8c s")
    assert first(events, SuitAsked).suit is Suit.SPADES
    # The next player follows spades (or plays an 8); the 8's own clubs no longer count.
    assert legal(s) - {"draw"} == {"5s", "Qs"}


def test_h4_tens_chain_and_the_player_plays_again() -> None:
    # "le 10 : ... on est obligé de rejouer une carte derrière ... Il est possible
    #  d'enchaîner plusieurs 10."
    s = position("10h 10s 3s Kd", "Qc Jc", discard="5h", stock="2c")
    s, _ = play(s, "10h")
    assert s.turn == 0 and s.phase is Phase.AGAIN
    assert legal(s) == {"10s"}  # the only card that fits: no draw, no pass
    s, _ = play(s, "10s")
    assert s.turn == 0 and legal(s) == {"3s", "3s !"}  # it leaves one card: "Carte !"
    s, _ = play(s, "3s !")
    assert s.turn == 1 and s.phase is Phase.PLAY


def test_h4_after_a_ten_with_nothing_to_play_draw_and_maybe_play_it() -> None:
    # "Si un joueur ne peut jouer une carte sur son 10, il doit piocher. Il peut
    #  éventuellement poser la carte piochée si elle est jouable."
    s = position("10h Kd 2c", "Qc Jc", discard="5h", stock="4h 9s")
    s, _ = play(s, "10h")
    assert legal(s) == {"draw"}
    s, _ = play(s, "draw")
    assert legal(s) == {"4h", "pass"}


def test_h4_aces_two_four_six() -> None:
    # "l'As : le joueur suivant pioche 2 cartes, sauf s'il peut jouer un As. S'il le fait,
    #  le joueur suivant devra piocher 4 cartes ... 6 cartes... Etc."
    s = position(
        "Ah 2c 3c", "As 4d 5d", "Ad 6d Qd",
        discard="5h", stock="2d 3d 4c 5c 6c 7c 9c Jc",
    )  # fmt: skip
    s, events = play(s, "Ah", "As", "Ad")
    grows = [e for e in events if isinstance(e, PenaltyGrows)]
    assert [(e.seat, e.penalty) for e in grows] == [(1, 2), (2, 4), (0, 6)]
    assert legal(s) == {"draw"}  # seat 0 has no ace left
    s, events = play(s, "draw")
    assert first(events, PenaltyDrawn).count == 6
    assert len(s.hands[0]) == 2 + 6 and s.turn == 1 and s.penalty == 0


def test_h5_carte_forgotten_and_called_draws_two() -> None:
    # "Lorsqu'un joueur pose son avant-dernière carte, il doit ... annoncer 'Carte !'.
    #  S'il ne le fait pas et qu'il se fait prendre, il piochera 2 cartes."
    s = position("Kh 2c", "Qh 3d 4d", discard="5h", stock="6c 7c 9c")
    s, events = play(s, "Kh")  # no "!"
    assert first(events, CarteForgotten).seat == 0
    assert "call" in legal(s)
    s, events = play(s, "call")
    called = first(events, CarteCalled)
    assert (called.caller, called.seat, called.count) == (1, 0, 2)
    assert hand(s, 0) == "2c 6c 7c" and s.turn == 1  # the caller then plays their turn


def test_h5_carte_said_cannot_be_called() -> None:
    s = position("Kh 2c", "Qh 3d 4d", discard="5h", stock="6c 7c 9c")
    s, events = play(s, "Kh !")
    assert kinds(events) == ["CardPlayed", "CarteSaid"]
    assert first(events, CarteSaid).seat == 0
    assert "call" not in legal(s) and s.unannounced is None


def test_h6_the_winner_scores_the_other_hands() -> None:
    # "50 points : pour chaque 8. 25 points : pour chaque carte spéciale (sauf les 8).
    #  10 points : pour chaque figure. 5 points : pour chaque autre carte."
    s = position("Kh", "8c 7d 10s Ac Qh 2d", "Jc 3s", discard="5h", unannounced=None)
    s, events = play(s, "Kh")
    over = first(events, RoundOver)
    assert over.left == (0, 50 + 25 + 25 + 25 + 10 + 5, 10 + 5)
    assert over.points == (50 + 75 + 10 + 5 + 15, 0, 0) == s.points
    assert s.phase is Phase.OVER and s.winner == 0 and legal(s) == set()


def test_h6_the_match_is_won_at_500_points() -> None:
    # "le jeu en plusieurs parties est gagné par le joueur qui atteint le premier 500 points"
    m = new_match(2, seed=3)
    rounds = 0
    while not m.is_over:
        if rounds:
            m = next_round(m)
        s = m.round
        while not s.is_over:
            s = apply_move(s, legal_moves(s)[0]).state  # a plain, steady player
        m = record_round(m, s)
        rounds += 1
    assert max(m.totals) >= 500 and m.winners == (m.totals.index(max(m.totals)),)
    assert sum(m.totals) == sum(sum(r.points) for r in m.results)
