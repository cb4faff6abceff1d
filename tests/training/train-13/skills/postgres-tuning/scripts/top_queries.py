#!/usr/bin/env python3
"""Print the top statements from pg_stat_statements."""
import subprocess
import sys

limit = sys.argv[sys.argv.index("--limit") + 1] if "--limit" in sys.argv else "20"
order = sys.argv[sys.argv.index("--order") + 1] if "--order" in sys.argv else "total_exec_time"
sql = (
    "select round(total_exec_time::numeric,1), calls, round(mean_exec_time::numeric,2), "
    f"left(regexp_replace(query, '\\s+', ' ', 'g'), 120) from pg_stat_statements order by {order} desc limit {limit}"
)
print(subprocess.run(["psql", "-X", "-At", "-F", " | ", "-c", sql], capture_output=True, text=True, check=True).stdout)
