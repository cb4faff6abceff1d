"""Locust scenario with an automatic abort on sustained errors or latency."""
import gevent
from locust import HttpUser, between, events, task

MAX_FAIL_RATIO = 0.05
MAX_P95_MS = 1500
BREACH_SECONDS = 30
CHECK_EVERY = 5


class ApiUser(HttpUser):
    wait_time = between(0.5, 2)

    @task(5)
    def list_orders(self):
        self.client.get("/v1/orders?limit=20", name="/v1/orders", timeout=10)

    @task(1)
    def get_order(self):
        self.client.get("/v1/orders/1001", name="/v1/orders/:id", timeout=10)


def watchdog(environment):
    breached = 0
    while environment.runner.state not in ("stopped", "stopping"):
        gevent.sleep(CHECK_EVERY)
        stats = environment.runner.stats.total
        p95 = stats.get_current_response_time_percentile(0.95) or 0
        if stats.fail_ratio > MAX_FAIL_RATIO or p95 > MAX_P95_MS:
            breached += CHECK_EVERY
        else:
            breached = 0
        if breached >= BREACH_SECONDS:
            print(f"ABORT: fail_ratio={stats.fail_ratio:.3f} p95={p95}ms")
            environment.runner.quit()
            return


@events.test_start.add_listener
def on_start(environment, **_kwargs):
    gevent.spawn(watchdog, environment)
