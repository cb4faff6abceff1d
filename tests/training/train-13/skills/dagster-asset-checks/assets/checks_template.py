"""Template asset checks. Replace `orders` with the asset key you are checking."""
from datetime import datetime, timedelta, timezone

from dagster import AssetCheckResult, AssetCheckSeverity, asset_check

MAX_AGE = timedelta(hours=26)      # placeholder: confirm with the data owner
MIN_ROWS = 1_000                   # placeholder
MAX_NULL_RATIO = 0.02              # placeholder


@asset_check(asset="orders")
def orders_row_count(orders):
    n = len(orders)
    return AssetCheckResult(passed=n >= MIN_ROWS, metadata={"rows": n})


@asset_check(asset="orders")
def orders_customer_id_nulls(orders):
    ratio = float(orders["customer_id"].isna().mean()) if len(orders) else 1.0
    return AssetCheckResult(
        passed=ratio <= MAX_NULL_RATIO,
        severity=AssetCheckSeverity.WARN,
        metadata={"null_ratio": ratio},
    )


@asset_check(asset="orders")
def orders_fresh(orders):
    newest = orders["created_at"].max()
    age = datetime.now(timezone.utc) - newest.to_pydatetime()
    return AssetCheckResult(passed=age <= MAX_AGE, metadata={"age_hours": age.total_seconds() / 3600})
