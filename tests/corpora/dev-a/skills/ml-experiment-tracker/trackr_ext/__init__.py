"""Fast running aggregates (mean, std, min, max) for metric streams."""
try:
    from ._agg import RunningStats  # noqa: F401
except ImportError:  # pure-Python fallback
    import math

    class RunningStats:
        def __init__(self):
            self.n, self.mean, self.m2 = 0, 0.0, 0.0
            self.min, self.max = math.inf, -math.inf

        def push(self, x):
            self.n += 1
            d = x - self.mean
            self.mean += d / self.n
            self.m2 += d * (x - self.mean)
            self.min, self.max = min(self.min, x), max(self.max, x)

        @property
        def std(self):
            return math.sqrt(self.m2 / (self.n - 1)) if self.n > 1 else 0.0
