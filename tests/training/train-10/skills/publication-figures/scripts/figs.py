#!/usr/bin/env python3
"""Journal-preset statistical figures: box, scatter, volcano, Kaplan-Meier."""
import argparse
import json
import sys
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

SKILL = Path(__file__).resolve().parent.parent
PRESETS = {"nature": (89, 183, 7), "cell": (85, 174, 7), "plos": (132, 190, 8), "elife": (90, 180, 8)}
MM = 1 / 25.4


def palette():
    with open(SKILL / "assets" / "okabe_ito.json") as fh:
        return list(json.load(fh).values())


def setup(a, aspect=0.75):
    single, double, size = PRESETS[a.preset]
    w = (single if a.width == "single" else double) * MM
    plt.rcParams.update({"font.size": size, "axes.linewidth": 0.6, "axes.spines.top": False,
                         "axes.spines.right": False, "pdf.fonttype": 42, "ps.fonttype": 42,
                         "svg.fonttype": "none", "savefig.bbox": "tight"})
    if a.font:
        plt.rcParams["font.sans-serif"] = [a.font] + plt.rcParams["font.sans-serif"]
    return plt.subplots(figsize=(w, w * aspect))


def save(fig, out):
    for ext, kw in (("pdf", {}), ("svg", {}), ("tif", {"dpi": 600, "pil_kwargs": {"compression": "tiff_lzw"}})):
        fig.savefig(f"{out}.{ext}", **kw)
    plt.close(fig)
    print(f"wrote {out}.pdf/.svg/.tif")


def load(path, cols):
    df = pd.read_excel(path) if str(path).endswith((".xlsx", ".xls")) else pd.read_csv(path)
    missing = [c for c in cols if c and c not in df.columns]
    if missing:
        sys.exit(f"columns not found: {missing}; available: {list(df.columns)}")
    print(f"{len(df)} rows; missing values per column: {df[[c for c in cols if c]].isna().sum().to_dict()}")
    return df


def box(a):
    from scipy import stats
    df = load(a.data, [a.x, a.y]).dropna(subset=[a.x, a.y])
    groups = list(dict.fromkeys(df[a.x]))
    data = [df.loc[df[a.x] == g, a.y].to_numpy() for g in groups]
    fig, ax = setup(a)
    ax.boxplot(data, labels=[f"{g}\n(n={len(d)})" for g, d in zip(groups, data)], showfliers=False, widths=0.5)
    rng = np.random.default_rng(0)
    for i, (d, c) in enumerate(zip(data, palette())):
        ax.scatter(i + 1 + rng.uniform(-0.12, 0.12, len(d)), d, s=6, color=c, zorder=3)
    ax.set_ylabel(a.y)
    if a.test:
        if a.test in ("welch", "mannwhitney") and len(data) != 2:
            sys.exit("welch/mannwhitney need exactly two groups")
        res = {"welch": lambda: stats.ttest_ind(*data, equal_var=False),
               "mannwhitney": lambda: stats.mannwhitneyu(*data),
               "anova": lambda: stats.f_oneway(*data),
               "kruskal": lambda: stats.kruskal(*data)}[a.test]()
        print(f"{a.test}: statistic={res.statistic:.3g}, p={res.pvalue:.3g}")
        if a.annotate:
            ax.set_title(f"{a.test} p = {res.pvalue:.2g}")
    save(fig, a.out)


def scatter(a):
    import statsmodels.api as sm
    df = load(a.data, [a.x, a.y]).dropna(subset=[a.x, a.y])
    fig, ax = setup(a)
    ax.scatter(df[a.x], df[a.y], s=6, color=palette()[4])
    if a.fit == "ols":
        model = sm.OLS(df[a.y], sm.add_constant(df[a.x])).fit()
        xs = np.linspace(df[a.x].min(), df[a.x].max(), 100)
        pred = model.get_prediction(sm.add_constant(xs)).summary_frame(alpha=0.05)
        ax.plot(xs, pred["mean"], color=palette()[5], lw=1)
        ax.fill_between(xs, pred["mean_ci_lower"], pred["mean_ci_upper"], color=palette()[5], alpha=0.2, lw=0)
        print(f"slope={model.params.iloc[1]:.3g} (95% CI {model.conf_int().iloc[1, 0]:.3g}..{model.conf_int().iloc[1, 1]:.3g}), R2={model.rsquared:.3f}")
    ax.set_xlabel(a.x); ax.set_ylabel(a.y)
    save(fig, a.out)


def volcano(a):
    df = load(a.data, [a.lfc, a.p]).dropna(subset=[a.lfc, a.p])
    sig = (df[a.lfc].abs() >= a.lfc_cut) & (df[a.p] < a.p_cut)
    fig, ax = setup(a, aspect=0.9)
    ax.scatter(df.loc[~sig, a.lfc], -np.log10(df.loc[~sig, a.p]), s=3, color="#BBBBBB")
    ax.scatter(df.loc[sig, a.lfc], -np.log10(df.loc[sig, a.p]), s=3, color=palette()[5])
    ax.axhline(-np.log10(a.p_cut), lw=0.5, ls="--", color="k")
    for v in (-a.lfc_cut, a.lfc_cut):
        ax.axvline(v, lw=0.5, ls="--", color="k")
    ax.set_xlabel("log2 fold change"); ax.set_ylabel("-log10 adjusted p")
    print(f"{int(sig.sum())} of {len(df)} features pass |log2FC|>={a.lfc_cut} and p<{a.p_cut}")
    save(fig, a.out)


def km(a):
    from lifelines import KaplanMeierFitter
    from lifelines.plotting import add_at_risk_counts
    from lifelines.statistics import multivariate_logrank_test
    df = load(a.data, [a.time, a.event, a.group]).dropna(subset=[a.time, a.event])
    fig, ax = setup(a)
    fitters = []
    for g, c in zip(sorted(df[a.group].unique()), palette()):
        sub = df[df[a.group] == g]
        k = KaplanMeierFitter(label=str(g)).fit(sub[a.time], sub[a.event])
        k.plot_survival_function(ax=ax, color=c, ci_show=True, lw=1)
        fitters.append(k)
    res = multivariate_logrank_test(df[a.time], df[a.group], df[a.event])
    ax.set_title(f"log-rank p = {res.p_value:.2g}"); ax.set_xlabel(a.time); ax.set_ylabel("survival probability")
    add_at_risk_counts(*fitters, ax=ax)
    save(fig, a.out)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("box"); b.add_argument("data"); b.add_argument("--x", required=True); b.add_argument("--y", required=True)
    b.add_argument("--test", choices=["welch", "mannwhitney", "anova", "kruskal"]); b.add_argument("--annotate", action="store_true")
    s = sub.add_parser("scatter"); s.add_argument("data"); s.add_argument("--x", required=True); s.add_argument("--y", required=True)
    s.add_argument("--fit", choices=["none", "ols"], default="none")
    v = sub.add_parser("volcano"); v.add_argument("data"); v.add_argument("--lfc", default="log2FoldChange")
    v.add_argument("--p", default="padj"); v.add_argument("--lfc-cut", type=float, default=1.0); v.add_argument("--p-cut", type=float, default=0.05)
    k = sub.add_parser("km"); k.add_argument("data"); k.add_argument("--time", required=True)
    k.add_argument("--event", required=True); k.add_argument("--group", required=True)
    for p in (b, s, v, k):
        p.add_argument("--out", required=True)
        p.add_argument("--preset", choices=list(PRESETS), default="nature")
        p.add_argument("--width", choices=["single", "double"], default="single")
        p.add_argument("--font")
    a = ap.parse_args()
    {"box": box, "scatter": scatter, "volcano": volcano, "km": km}[a.cmd](a)


if __name__ == "__main__":
    main()
