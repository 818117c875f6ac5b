"""The table's sound effects, synthesized: 16-bit mono PCM built with `array` and `math`.

No files and no numpy: each effect is a few hundred milliseconds of samples made from
noise, decaying sines and one-pole filters, wrapped as a WAV in memory for the mixer
(which converts it to its own format). Everything is seeded, so an effect always sounds
the same. Made lazily, the first time each is played: a few milliseconds each.
"""

from __future__ import annotations

import enum
import math
import random
import struct
import sys
from array import array
from collections.abc import Callable

RATE = 22050  # samples per second: plenty for clicks and chimes, half the work of 44.1 kHz
PEAK = 0.85  # of full scale: every effect is normalised to this, never clipping
TAU = 2 * math.pi


class Effect(enum.Enum):
    PLAY = "play"  # a card slapped on the pile
    PLAY_SEVERAL = "play_several"  # two or three cards at once
    DRAW = "draw"  # a card slid off the draw pile
    DEAL = "deal"  # shuffle and deal: a riffle
    SWEEP = "sweep"  # the pile swept aside or into a hand
    ATTACK = "attack"  # a low hit and a rising tone (R6.2)
    BLIND_FITS = "blind_fits"  # a blind card flipped, then a chime up (R8.4)
    BLIND_FAILS = "blind_fails"  # flipped, then a chime down
    FLIP = "flip"  # a blind card turned back (R9.3)
    FIVE_RULE = "five_rule"  # a low two-note "lower" (R5.4)
    YOUR_TURN = "your_turn"  # a gentle bell
    WIN = "win"  # a short jingle up
    LOSE = "lose"  # a short jingle down
    BUTTON = "button"  # a soft click


Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def _mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> Samples:
    """Add `sound` into `into` from `at` seconds on, growing `into` as needed."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain
    return into


def _noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def _lowpass(sound: Samples, cutoff: float) -> Samples:
    """One-pole low-pass: softens noise into a thud or a rustle."""
    a = 1 - math.exp(-TAU * cutoff / RATE)
    y = 0.0
    out = []
    for v in sound:
        y += a * (v - y)
        out.append(y)
    return out


def _highpass(sound: Samples, cutoff: float) -> Samples:
    low = _lowpass(sound, cutoff)
    return [v - lo for v, lo in zip(sound, low, strict=True)]


def _decay(sound: Samples, tau: float, attack: float = 0.002) -> Samples:
    """An exponential decay (time constant `tau` s) after a short linear attack."""
    n_attack = max(1, int(attack * RATE))
    return [v * min(1.0, i / n_attack) * math.exp(-i / (tau * RATE)) for i, v in enumerate(sound)]


def _swell(sound: Samples) -> Samples:
    """Rise and fall (half a sine) over the whole sound: a slide or a swoosh."""
    n = max(1, len(sound) - 1)
    return [v * math.sin(math.pi * i / n) for i, v in enumerate(sound)]


def _tone(
    freq: float,
    seconds: float,
    tau: float,
    partials: tuple[float, ...] = (1.0,),
    glide_to: float | None = None,
) -> Samples:
    """A decaying tone; `partials` are the amplitudes of harmonics 1, 2, 3...; `glide_to`
    slides the pitch linearly to another frequency."""
    n = int(seconds * RATE)
    end = freq if glide_to is None else glide_to
    out = []
    phase = 0.0
    for i in range(n):
        f = freq + (end - freq) * i / max(1, n - 1)
        phase += TAU * f / RATE
        v = sum(a * math.sin(k * phase) for k, a in enumerate(partials, start=1))
        out.append(v)
    return _decay(out, tau, attack=0.004)


def _slap(rng: random.Random, pitch: float = 1.0) -> Samples:
    """A card landing: a filtered noise burst with a low thump under it."""
    burst = _decay(_lowpass(_noise(0.09, rng), 3200 * pitch), 0.012, attack=0.0005)
    thump = _tone(110 * pitch, 0.09, 0.025, glide_to=60 * pitch)
    return _mix(burst, thump, 0.0, 0.6)


def _click(rng: random.Random, seconds: float = 0.004, cutoff: float = 5000) -> Samples:
    return _decay(_lowpass(_noise(seconds, rng), cutoff), seconds / 3, attack=0.0003)


def _notes(freqs: tuple[float, ...], step: float, last: float, tau: float) -> Samples:
    out: Samples = []
    for i, f in enumerate(freqs):
        length = last if i == len(freqs) - 1 else step * 1.6
        _mix(out, _tone(f, length, tau, (1.0, 0.3, 0.1)), i * step)
    return out


def _play(rng: random.Random) -> Samples:
    return _slap(rng)


def _play_several(rng: random.Random) -> Samples:
    out = _slap(rng)
    _mix(out, _slap(rng, 1.1), 0.065, 0.9)
    return _mix(out, _slap(rng, 0.95), 0.125, 0.8)


def _draw(rng: random.Random) -> Samples:
    slide = _swell(_highpass(_lowpass(_noise(0.16, rng), 2500), 500))
    return [v * 0.6 for v in slide]


def _deal(rng: random.Random) -> Samples:
    """A riffle (many tiny clicks, closer and closer), then three cards dealt."""
    out = _silence(0.05)
    t = 0.0
    gap = 0.018
    while t < 0.42:
        _mix(out, _click(rng), t, rng.uniform(0.35, 0.7))
        t += gap * rng.uniform(0.7, 1.3)
        gap = max(0.007, gap * 0.96)
    for i in range(3):
        _mix(out, _slap(rng, 1.15), 0.5 + 0.09 * i, 0.55)
    return out


def _sweep(rng: random.Random) -> Samples:
    """A longer swoosh whose brightness rises and falls."""
    noise = _noise(0.42, rng)
    dull, bright = _lowpass(noise, 700), _lowpass(noise, 3500)
    n = len(noise)
    mixed = [
        d + (b - d) * math.sin(math.pi * i / n)
        for i, (d, b) in enumerate(zip(dull, bright, strict=True))
    ]
    return _swell(_highpass(mixed, 150))


def _attack(rng: random.Random) -> Samples:
    hit = _mix(
        _tone(80, 0.25, 0.07, (1.0, 0.5)), _decay(_lowpass(_noise(0.1, rng), 900), 0.03), 0.0, 0.8
    )
    return _mix(hit, _tone(420, 0.22, 0.12, (1.0, 0.35), glide_to=840), 0.07, 0.5)


def _flip(rng: random.Random) -> Samples:
    out = _mix(_click(rng, 0.006, 4000), _click(rng, 0.006, 3000), 0.045, 0.8)
    return _mix(out, _swell(_lowpass(_noise(0.07, rng), 2000)), 0.0, 0.3)


def _blind(rng: random.Random, up: bool) -> Samples:
    chime = _notes((659.3, 880.0) if up else (523.3, 392.0), 0.1, 0.3, 0.11)
    return _mix(_flip(rng), chime, 0.12, 0.5)


def _five_rule(_rng: random.Random) -> Samples:
    return _notes((329.6, 246.9), 0.13, 0.25, 0.09)


def _your_turn(_rng: random.Random) -> Samples:
    # A bell: a partial 2.76 times the fundamental, as a small bell has.
    bell = _tone(880, 0.6, 0.18)
    return _mix(bell, _tone(880 * 2.76, 0.6, 0.07), 0.0, 0.25)


def _win(_rng: random.Random) -> Samples:
    return _notes((523.3, 659.3, 784.0, 1046.5), 0.09, 0.35, 0.12)


def _lose(_rng: random.Random) -> Samples:
    return _notes((392.0, 329.6, 261.6), 0.14, 0.4, 0.14)


def _button(rng: random.Random) -> Samples:
    return _mix(_click(rng, 0.012, 2500), _tone(1500, 0.03, 0.006), 0.0, 0.3)


MAKERS: dict[Effect, Callable[[random.Random], Samples]] = {
    Effect.PLAY: _play,
    Effect.PLAY_SEVERAL: _play_several,
    Effect.DRAW: _draw,
    Effect.DEAL: _deal,
    Effect.SWEEP: _sweep,
    Effect.ATTACK: _attack,
    Effect.BLIND_FITS: lambda rng: _blind(rng, up=True),
    Effect.BLIND_FAILS: lambda rng: _blind(rng, up=False),
    Effect.FLIP: _flip,
    Effect.FIVE_RULE: _five_rule,
    Effect.YOUR_TURN: _your_turn,
    Effect.WIN: _win,
    Effect.LOSE: _lose,
    Effect.BUTTON: _button,
}
# How loud each effect sits beside the others (1.0: the loudest, a card slap).
LEVELS: dict[Effect, float] = {
    Effect.BUTTON: 0.35,
    Effect.YOUR_TURN: 0.45,
    Effect.DRAW: 0.6,
    Effect.FLIP: 0.7,
    Effect.DEAL: 0.75,
    Effect.SWEEP: 0.75,
}


def pcm(effect: Effect) -> array[int]:
    """The effect as signed 16-bit samples at RATE, peaking at PEAK x its level."""
    samples = MAKERS[effect](random.Random(effect.value))
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    scale = PEAK * LEVELS.get(effect, 1.0) * 32767 / top
    fade = min(len(samples), int(0.004 * RATE))  # no click where the sound stops
    for i in range(fade):
        samples[-1 - i] *= i / fade
    return array("h", (round(v * scale) for v in samples))


def wav_bytes(samples: array[int]) -> bytes:
    """A mono 16-bit WAV file around `samples`, for pygame.mixer.Sound(file=BytesIO(...))."""
    data = array("h", samples)
    if sys.byteorder == "big":
        data.byteswap()  # WAV is little-endian
    raw = data.tobytes()
    header = struct.pack(
        "<4sI4s4sIHHIIHH4sI",
        b"RIFF",
        36 + len(raw),
        b"WAVE",
        b"fmt ",
        16,
        1,
        1,
        RATE,
        RATE * 2,
        2,
        16,
        b"data",
        len(raw),
    )
    return header + raw
