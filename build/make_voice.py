"""Render the spoken announcements (RULES.md R12) into assets/voice/<lang>/.

Run once, from the repository root, on a machine with the synthesizers:

    apt-get install -y espeak-ng flite sox
    python build/make_voice.py            # every language and speaker
    python build/make_voice.py --lang fr  # one language (for auditions)

The text of every clip is in assets/voice/phrases.json, {lang: {key: text}}; the game may
read it too (for subtitles). Each clip is written as assets/voice/<lang>/<speaker>-<key>.ogg
(Ogg Vorbis, mono, 16 kHz), for the speakers `p` (the player) and `b1`..`b4` (the bots).
Players and CI never need a synthesizer: the clips are committed.

Keys (the same in every language):

- `bid_<halves>`: the bid, in halves, 0..26 (0 to 13: a 9 and all eight ½ cards, R1, R5.3),
  e.g. `bid_13` "six and a half", `bid_17` "eight and a half", `bid_1` "a half".
- `zero`: a green 0 played (R5.5). `five_lower`: a blue 5 (R5.4), "five, lower!".
  `eight_half`: the 8½ combination (R5.6), "eight and a half!".
- `attack_<v>`, v = 1..9: an attack (R6.2), "attack with a seven!".
- `take`: any take (R7), "I take the pile". `blind_fits` / `blind_fails`: a blind card
  turned over that fits / does not (R8.4). `pass`: no attack in the attack window (R9.3).
  `win`: the winner (R9). `swap` / `no_swap`: the winner's swap or not (R10.4).
- Huit americain (RULES.md Part B): `carte` (H5, the call at one card left), `suit_c`,
  `suit_d`, `suit_h`, `suit_s` (an 8 names a suit, H4), `skip` (a 7, H4), `again` (a 10,
  H4.1), `penalty_2/4/6/8` (aces, H4), `call` (calling a forgotten "Carte !", H5.1),
  `draw` (H3).
- Huit americain's house rules (RULES.md H7): `joker_4/8/12/16` (a joker and the penalty
  it makes, H7.1: "Joker! Draw four!"; two decks hold four jokers), `reverse` (a jack
  reverses the direction, H7.2).
- `your_turn`: a person's turn begins at a table of several, "Your turn!", said
  after the turn's chime by the narrator (`p`; rendered for every speaker like every key).

The pipeline per clip: synthesize (flite for English, espeak-ng for French and Dutch, see
SPEAKERS), high-pass, resample to 16 kHz, cut the silence at both ends with a margin that
keeps weak endings ("half", "clubs"), set every clip to the same speech loudness (peaks
held near -2.5 dBFS before encoding), short fades, encode. Everything is deterministic
(sox -R: fixed seeds and Ogg serials), so a re-run gives the same bytes. The total size is
printed and must stay within BUDGET.
"""

from __future__ import annotations

import argparse
import array
import json
import math
import shutil
import subprocess
import sys
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VOICE_DIR = ROOT / "assets" / "voice"
PHRASES = VOICE_DIR / "phrases.json"

BUDGET = 6_500_000  # bytes, all languages together (assets/voice/README.md: why)
RATE = 16_000  # Hz: flite's own rate; speech loses nothing audible below 8 kHz
QUALITY = "0"  # Vorbis quality (-1..10): 0 keeps ~975 clips within the budget
TARGET_RMS_DB = -19.0  # speech loudness of every clip (RMS of the voiced part)
PEAK_CEILING_DB = -2.5  # before encoding; Vorbis may overshoot by ~1.5 dB, never to 0 dBFS
WINDOW_S = 0.01  # analysis window for trimming and loudness
GATE_DB = 35.0  # a window this far below the loudest one counts as silence
LEAD_S = 0.03  # kept before the first voiced window
TAIL_S = 0.09  # kept after the last one: fricative endings are quiet
FADE_IN_S = 0.01
FADE_OUT_S = 0.06


@dataclass(frozen=True)
class Speaker:
    """One voice: the synthesizer, its voice and the options that make it this speaker."""

    engine: str  # "flite" or "espeak-ng"
    voice: str  # flite -voice name, or espeak-ng voice+variant
    options: tuple[str, ...] = ()
    cents: int = 0  # sox pitch shift after synthesis (0: none)
    gate: bool = False  # expand the recording's noise floor away (flite's voices hiss)


def _flite(voice: str, f0: int = 0, stretch: float = 1.0) -> Speaker:
    options: list[str] = []
    if f0:
        options += ["--setf", f"int_f0_target_mean={f0}"]
    if stretch != 1.0:
        options += ["--setf", f"duration_stretch={stretch}"]
    return Speaker("flite", voice, tuple(options), gate=True)


def _espeak(voice: str, pitch: int, speed: int = 165) -> Speaker:
    return Speaker("espeak-ng", voice, ("-p", str(pitch), "-s", str(speed)))


# Chosen by rendering "eight and a half!" with every candidate and reading spectrograms,
# noise floors and pitch tracks (no loudspeaker on the build machine).
# English: flite's CMU ARCTIC voices (clustergen) sound far more natural than espeak-ng's
# formant voices; the mbrola voices (much better for fr/nl) are not in Debian main here.
# French and Dutch: espeak-ng, with variants without heavy breath or roughness.
SPEAKERS: dict[str, dict[str, Speaker]] = {
    "en": {
        "p": _flite("rms"),  # US male, the player
        "b1": _flite("slt"),  # US female
        "b2": _flite("awb"),  # Scottish male
        "b3": Speaker("flite", "rms", ("--setf", "duration_stretch=1.08"), -350, True),  # deep
        "b4": _flite("slt", f0=230, stretch=0.92),  # brighter, quicker female
    },
    "fr": {
        "p": _espeak("fr+m3", 45),  # ~115 Hz
        "b1": _espeak("fr+f4", 55),  # ~210 Hz
        "b2": _espeak("fr+m4", 25, 155),  # ~90 Hz, unhurried
        "b3": _espeak("fr+f2", 70, 170),  # ~260 Hz
        "b4": _espeak("fr+m6", 95, 180),  # ~150 Hz, brisk
    },
    "nl": {
        "p": _espeak("nl+m3", 45),  # ~115 Hz
        "b1": _espeak("nl+f4", 55),  # ~210 Hz
        "b2": _espeak("nl+m4", 25, 155),  # ~90 Hz, unhurried
        "b3": _espeak("nl+f2", 70, 170),  # ~260 Hz
        "b4": _espeak("nl+m6", 95, 180),  # ~150 Hz, brisk
    },
}


# Words a synthesizer reads wrongly, respelled for it alone (phrases.json keeps the written
# word, for subtitles). espeak-ng's French takes "Joker" for English and says [dʒoʊkɚ] with
# English vowels; a French table says [ʒɔkɛʁ], which it reads from "Jokère".
SAY_AS: dict[str, dict[str, str]] = {"fr": {"Joker": "Jokère"}}


def spoken(lang: str, text: str) -> str:
    """`text` as the synthesizer of `lang` is given it (SAY_AS)."""
    for word, respelled in SAY_AS.get(lang, {}).items():
        text = text.replace(word, respelled)
    return text


def load_phrases() -> dict[str, dict[str, str]]:
    """The phrase table, checked: the same keys in every language, no empty text."""
    phrases: dict[str, dict[str, str]] = json.loads(PHRASES.read_text(encoding="utf-8"))
    keys = set(phrases["en"])
    for lang, table in phrases.items():
        if set(table) != keys:
            raise SystemExit(f"{lang}: keys differ from en: {sorted(set(table) ^ keys)}")
        empty = [k for k, text in table.items() if not text.strip()]
        if empty:
            raise SystemExit(f"{lang}: empty text for {empty}")
    return phrases


def synthesize(speaker: Speaker, text: str, out: Path) -> None:
    if speaker.engine == "flite":
        cmd = ["flite", "-voice", speaker.voice, *speaker.options, "-t", text, "-o", str(out)]
    else:
        cmd = ["espeak-ng", "-v", speaker.voice, *speaker.options, "-w", str(out), text]
    subprocess.run(cmd, check=True, capture_output=True)


def sox(*args: str) -> None:
    subprocess.run(["sox", "-R", "-V1", *args], check=True, capture_output=True)


def read_samples(path: Path) -> array.array[int]:
    with wave.open(str(path), "rb") as w:
        assert w.getsampwidth() == 2 and w.getnchannels() == 1, path
        samples = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def db(x: float) -> float:
    return 20 * math.log10(max(x, 1e-9) / 32768)


def shape(samples: array.array[int]) -> tuple[float, float, float, float]:
    """Where the speech starts and ends (s), its RMS and the clip's peak (dBFS)."""
    n = int(RATE * WINDOW_S)
    windows = [samples[i : i + n] for i in range(0, len(samples), n)]
    energies = [sum(s * s for s in w) / len(w) for w in windows]
    loudest = max(energies)
    gate = loudest * 10 ** (-GATE_DB / 10)
    voiced = [i for i, e in enumerate(energies) if e > gate]
    first, last = voiced[0], voiced[-1]
    start = max(0.0, first * WINDOW_S - LEAD_S)
    end = min(len(samples) / RATE, (last + 1) * WINDOW_S + TAIL_S)
    speech = [e for e in energies[first : last + 1] if e > gate]
    rms = db(math.sqrt(sum(speech) / len(speech)))
    peak = db(max(abs(s) for s in samples[int(start * RATE) : int(end * RATE)]))
    return start, end, rms, peak


def render(speaker: Speaker, text: str, out: Path, work: Path) -> None:
    raw, clean = work / "raw.wav", work / "clean.wav"
    synthesize(speaker, text, raw)
    effects = ["remix", "-", "highpass", "70"]
    if speaker.gate:
        # 3.5:1 downward expansion below -50 dBFS (after a -3 dB peak norm): the hiss
        # between words and after the last one drops ~12 dB; soft fricatives stay above.
        effects += ["norm", "-3", "compand", "0.005,0.12", "-70,-120,-50,-50"]
    if speaker.cents:
        effects += ["pitch", str(speaker.cents)]
    sox(str(raw), "-b", "16", str(clean), *effects, "rate", "-v", str(RATE))
    start, end, rms, peak = shape(read_samples(clean))
    gain = min(TARGET_RMS_DB - rms, PEAK_CEILING_DB - peak)
    length = end - start
    fade = ["fade", "t", str(FADE_IN_S), f"{length:.3f}", str(FADE_OUT_S)]
    trim = ["trim", f"{start:.3f}", f"{length:.3f}"]
    sox(str(clean), "-C", QUALITY, str(out), *trim, "gain", f"{gain:.2f}", *fade)


def versions() -> str:
    lines = []
    for cmd in (["espeak-ng", "--version"], ["flite", "--version"], ["sox", "--version"]):
        done = subprocess.run(cmd, capture_output=True, text=True)
        text = (done.stdout + done.stderr).strip().splitlines()
        lines.append(text[-1].strip() if text else cmd[0])
    return "\n".join(lines)


def folder_size() -> int:
    return sum(p.stat().st_size for p in VOICE_DIR.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", choices=sorted(SPEAKERS), action="append",
                        help="render only this language (repeatable)")  # fmt: skip
    args = parser.parse_args(argv)
    for tool in ("espeak-ng", "flite", "sox"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing: apt-get install -y espeak-ng flite sox")
    print(versions())
    phrases = load_phrases()
    with tempfile.TemporaryDirectory() as tmp:
        for lang in args.lang or sorted(SPEAKERS):
            folder = VOICE_DIR / lang
            folder.mkdir(parents=True, exist_ok=True)
            wanted = set()
            for name, speaker in SPEAKERS[lang].items():
                for key, text in phrases[lang].items():
                    out = folder / f"{name}-{key}.ogg"
                    render(speaker, spoken(lang, text), out, Path(tmp))
                    wanted.add(out)
            for stale in set(folder.glob("*.ogg")) - wanted:
                stale.unlink()
            size = sum(p.stat().st_size for p in wanted)
            print(f"{lang}: {len(wanted)} clips, {size / 1e6:.2f} MB")
    total = folder_size()
    print(f"total assets/voice: {total} bytes ({total / 1e6:.2f} MB, budget {BUDGET / 1e6} MB)")
    return 0 if total <= BUDGET else 1


if __name__ == "__main__":
    sys.exit(main())
