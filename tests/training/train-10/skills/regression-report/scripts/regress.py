#!/usr/bin/env python3
"""Fit OLS / logistic GLM / linear mixed models and write a local HTML report."""
import argparse
import base64
import io
import sys
from datetime import datetime
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import statsmodels
import statsmodels.api as sm
import statsmodels.formula.api as smf
from jinja2 import Environment, FileSystemLoader, select_autoescape
from patsy import PatsyError
from statsmodels.stats.diagnostic import het_breuschpagan
from statsmodels.stats.outliers_influence import variance_inflation_factor

SKILL = Path(__file__).resolve().parent.parent


def read(path):
    p = str(path)
    try:
        if p.endswith((".xlsx", ".xls")):
            return pd.read_excel(p)
        if p.endswith(".parquet"):
            return pd.read_parquet(p)
        return pd.read_csv(p)
    except (OSError, ValueError) as exc:
        sys.exit(f"cannot read {p}: {exc}")


def describe(a):
    df = read(a.data)
    print(f"{len(df)} rows, {df.shape[1]} columns")
    for c in df.columns:
        kind = "numeric" if pd.api.types.is_numeric_dtype(df[c]) else f"categorical ({df[c].nunique()} levels)"
        print(f"  {c:25} {kind:28} missing={int(df[c].isna().sum())}")


def fig_png(fig):
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110, bbox_inches="tight")
    plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode()


def fit(a):
    df = read(a.data)
    try:
        if a.groups:
            if a.groups not in df:
                sys.exit(f"grouping column {a.groups!r} not found")
            model = smf.mixedlm(a.formula, data=df, groups=df[a.groups], missing="drop")
            res = model.fit(reml=True)
        elif a.family == "binomial":
            res = smf.glm(a.formula, data=df, family=sm.families.Binomial(), missing="drop").fit()
        else:
            res = smf.ols(a.formula, data=df, missing="drop").fit(cov_type="HC3")
    except (PatsyError, ValueError, np.linalg.LinAlgError) as exc:
        sys.exit(f"model could not be fitted: {exc}")
    n_used = int(res.nobs)
    ci = res.conf_int()
    coef = pd.DataFrame({"estimate": res.params, "ci_low": ci[0], "ci_high": ci[1], "p": res.pvalues})
    if a.family == "binomial" and not a.groups:
        coef[["odds_ratio", "or_low", "or_high"]] = np.exp(coef[["estimate", "ci_low", "ci_high"]])
    figures, diag = [], []
    if not a.groups:
        resid, fitted = res.resid_response if a.family == "binomial" else res.resid, res.fittedvalues
        fig, ax = plt.subplots(figsize=(4, 3)); ax.scatter(fitted, resid, s=5); ax.axhline(0, color="k", lw=.5)
        ax.set_xlabel("fitted"); ax.set_ylabel("residual"); figures.append(fig_png(fig))
        fig = sm.qqplot(resid, line="45", fit=True); fig.set_size_inches(4, 3); figures.append(fig_png(fig))
        X = res.model.exog
        if X.shape[1] > 2:
            vifs = {res.model.exog_names[i]: variance_inflation_factor(X, i) for i in range(1, X.shape[1])}
            diag.append("VIF: " + ", ".join(f"{k}={v:.1f}" for k, v in vifs.items()))
        if a.family == "gaussian":
            bp = het_breuschpagan(resid, X)
            diag.append(f"Breusch-Pagan p = {bp[1]:.3g} (HC3 standard errors used)")
        cooks = res.get_influence().cooks_distance[0]
        flagged = np.where(cooks > 4 / n_used)[0]
        diag.append(f"{len(flagged)} observations with Cook's distance > 4/n (not removed)")
    env = Environment(loader=FileSystemLoader(SKILL / "assets"), autoescape=select_autoescape(["html"]))
    from markupsafe import Markup
    html = env.get_template("report_template.html").render(
        lang="en", title=f"Regression report: {Path(a.data).name}", formula=a.formula,
        n_used=n_used, n_dropped=len(df) - n_used,
        coef_table=Markup(coef.round(4).to_html()),
        fit_table=Markup(pd.Series({"AIC": getattr(res, "aic", np.nan), "BIC": getattr(res, "bic", np.nan),
                                    "R2": getattr(res, "rsquared", np.nan)}).round(3).to_frame("value").to_html()),
        diagnostics=Markup("<br>".join(diag) or "see model summary"), figures=figures,
        sm_version=statsmodels.__version__, generated=datetime.now().isoformat(timespec="minutes"))
    Path(a.out).write_text(html, encoding="utf-8")
    print(coef.round(4).to_string())
    print(f"report -> {a.out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("describe"); d.add_argument("data")
    f = sub.add_parser("fit"); f.add_argument("data"); f.add_argument("--formula", required=True)
    f.add_argument("--family", choices=["gaussian", "binomial"], default="gaussian")
    f.add_argument("--groups"); f.add_argument("--out", default="report.html")
    a = ap.parse_args()
    describe(a) if a.cmd == "describe" else fit(a)


if __name__ == "__main__":
    main()
