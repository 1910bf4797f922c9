"""Many threads writing one Tensor at once, for the facade's thread-safety tests."""

from __future__ import annotations

import threading
from collections.abc import Callable

#: Threads released together by a barrier.
THREADS = 8
#: Rounds each test repeats, since a lost write shows only some of the time.
ROUNDS = 4


def hammer(work: Callable[[int], None]) -> None:
    """Run ``work(k)`` for k in 0..THREADS-1 on as many threads at once; re-raise the first
    error of any."""
    barrier = threading.Barrier(THREADS)
    errors: list[BaseException] = []

    def run(k: int) -> None:
        try:
            barrier.wait()
            work(k)
        except BaseException as e:  # reported in the main thread
            errors.append(e)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(THREADS)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    if errors:
        raise errors[0]
