#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Synthesises the game's three sounds as short, soft 16-bit mono WAV files, from nothing but
# sine waves and a fixed-seed noise: the same script always writes the same bytes, so the files
# in this folder are the script's output (a test checks it). Python's standard library only.
# Usage: make-sounds.py [folder, default: this script's folder]
import math
import struct
import sys
import wave
from pathlib import Path

RATE = 44100


def noise(seed):
    """A fixed pseudo-random sequence in [-1, 1): a 32-bit LCG, the same on every machine."""
    state = seed
    while True:
        state = (state * 1664525 + 1013904223) % 2**32
        yield state / 2**31 - 1


def modes(seconds, partials, attack=0.0015):
    """Damped sines (frequency Hz, amplitude, decay time s) with a short fade-in."""
    samples = []
    for n in range(int(seconds * RATE)):
        t = n / RATE
        value = sum(a * math.exp(-t / decay) * math.sin(2 * math.pi * f * t)
                    for f, a, decay in partials)
        samples.append(value * min(1.0, t / attack))
    return samples


def tap(seconds, seed, brightness, level, decay):
    """A short noise burst, smoothed by a one-pole low-pass: the contact of the tap."""
    samples, smoothed, source = [], 0.0, noise(seed)
    for n in range(int(seconds * RATE)):
        smoothed += brightness * (next(source) - smoothed)
        samples.append(level * smoothed * math.exp(-n / RATE / decay))
    return samples


def mix(*parts, offsets=None):
    offsets = offsets or [0.0] * len(parts)
    length = max(int(o * RATE) + len(p) for p, o in zip(parts, offsets))
    out = [0.0] * length
    for part, offset in zip(parts, offsets):
        start = int(offset * RATE)
        for i, value in enumerate(part):
            out[start + i] += value
    return out


def finish(samples, peak, fade=0.01):
    """Scaled to `peak` of full scale, with a fade-out so the end never clicks."""
    top = max(abs(s) for s in samples)
    fade_samples = int(fade * RATE)
    out = []
    for i, s in enumerate(samples):
        left = len(samples) - i
        out.append(s / top * peak * min(1.0, left / fade_samples))
    return out


def write(path, samples):
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", round(s * 32767)) for s in samples))


def disc_placed():
    """A wooden click: low, quickly damped body modes under a dull tap."""
    body = modes(0.09, [(520, 1.0, 0.018), (1190, 0.55, 0.011), (2310, 0.25, 0.006)])
    return finish(mix(body, tap(0.02, 7, 0.35, 0.6, 0.004)), peak=0.35)


def discs_turned():
    """A lighter tick: higher, shorter modes and a brighter, smaller tap."""
    body = modes(0.05, [(1850, 1.0, 0.007), (3320, 0.45, 0.004)])
    return finish(mix(body, tap(0.012, 11, 0.6, 0.4, 0.002)), peak=0.2, fade=0.005)


def match_over():
    """A short chime: two soft bell notes a fourth apart, the second a little later."""
    def bell(f):
        return modes(0.9, [(f, 1.0, 0.35), (2.0 * f, 0.35, 0.18), (2.76 * f, 0.15, 0.1)],
                     attack=0.004)
    return finish(mix(bell(659.25), bell(880.0), offsets=[0.0, 0.14]), peak=0.3, fade=0.08)


def main():
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
    folder.mkdir(parents=True, exist_ok=True)
    write(folder / "disc-placed.wav", disc_placed())
    write(folder / "discs-turned.wav", discs_turned())
    write(folder / "match-over.wav", match_over())


if __name__ == "__main__":
    main()
