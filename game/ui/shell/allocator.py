"""Give the memory of freed surfaces back to the system.

glibc's malloc serves a block of 128 KB or more (a surface, mostly) with a mapping of its
own, returned to the system when the block is freed; but after such a free it raises that
threshold to the block's size, up to 32 MB. From then on surfaces come from the heap, where
the ones freed leave holes that the process keeps: after 40 window sizes the game held over
50 MB more than it used. Setting the threshold fixes it at 128 KB. Elsewhere (Windows,
macOS, musl) large blocks are given back anyway, and this does nothing.
"""

from __future__ import annotations

import ctypes
import logging
import sys

log = logging.getLogger(__name__)

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
OWN_MAPPING_FROM = 128 * 1024  # bytes: glibc's own starting value, kept from now on


def _libc() -> ctypes.CDLL | None:
    """The process's C library, on Linux."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None)
    except OSError:
        return None


def give_back_freed_surfaces() -> bool:
    """Keep every large block in a mapping of its own (glibc); True if that was set."""
    mallopt = getattr(_libc(), "mallopt", None)
    if mallopt is None:
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    done = bool(mallopt(M_MMAP_THRESHOLD, OWN_MAPPING_FROM))
    if not done:
        log.info("This C library keeps its own way of giving memory back.")
    return done


def give_back_free_pages() -> None:
    """Hand the free pages inside the heap back (glibc): what freed fonts, text and many
    small objects leave there after a resize."""
    trim = getattr(_libc(), "malloc_trim", None)
    if trim is not None:
        trim.argtypes = (ctypes.c_size_t,)
        trim(0)
