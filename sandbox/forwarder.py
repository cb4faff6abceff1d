#!/usr/bin/env python3
"""In-container side of the sandbox's network recipe.

The container has no network (--network none). This relays every TCP connection to
127.0.0.1:3128 (where HTTP_PROXY points) to the audit's logging proxy through the Unix
socket the runner mounts at /run/skillaudit/proxy.sock. It also answers DNS on
127.0.0.1:53 (UDP) by handing each query to the proxy, so looked-up names are logged too.
Without the socket (network policy "none") it only keeps the container alive.
It runs as the container's main process, as uid 0 without capabilities, so the agent
(uid 1000) cannot kill it. With --until-stdin-eof it exits when its stdin closes: the
runner holds stdin open and closes it to stop the container (cheaper than a kill, and a
runner that dies stops its containers too).

One thread and a selector, no asyncio: the import alone cost ~50 ms of every trial's
start, and extra threads would count against the container's pids limit.
"""

import os
import sys

SOCK = os.environ.get("SKILLAUDIT_PROXY_SOCK", "/run/skillaudit/proxy.sock")
LISTEN_PORT = 3128
CHUNK = 65536
# Stop reading a side while this much waits for the other side to take it.
HIGH_WATER = 4 * CHUNK
UNTIL_EOF = "--until-stdin-eof" in sys.argv[1:]


def log(msg):
    print(f"forwarder: {msg}", file=sys.stderr, flush=True)


def idle():
    """Network policy "none": nothing to relay, only wait for the end."""
    if UNTIL_EOF:
        while os.read(0, CHUNK):
            pass
        os._exit(0)
    import time

    while True:
        time.sleep(3600)


if not os.path.exists(SOCK):
    idle()

import selectors  # noqa: E402
import socket  # noqa: E402
import struct  # noqa: E402

sel = selectors.DefaultSelector()
READ = selectors.EVENT_READ
WRITE = selectors.EVENT_WRITE


def want(sock, events, handler):
    """Registers, changes or drops interest in `sock`."""
    try:
        key = sel.get_key(sock)
    except (KeyError, ValueError):
        key = None
    if events == 0:
        if key is not None:
            sel.unregister(sock)
    elif key is None:
        sel.register(sock, events, handler)
    elif key.events != events:
        sel.modify(sock, events, handler)


class Relay:
    """A client connection and its upstream Unix connection; each end's EOF is passed on."""

    def __init__(self, client, upstream):
        self.ends = (client, upstream)
        # Bytes waiting to be written to each end.
        self.pending = {client: bytearray(), upstream: bytearray()}
        self.eof_from = set()
        self.shut = set()
        self.closed = False
        for s in self.ends:
            s.setblocking(False)
        self.update()

    def other(self, s):
        return self.ends[1] if s is self.ends[0] else self.ends[0]

    def update(self):
        for s in self.ends:
            events = 0
            if s not in self.eof_from and len(self.pending[self.other(s)]) < HIGH_WATER:
                events |= READ
            if self.pending[s]:
                events |= WRITE
            want(s, events, self.on_event)

    def on_event(self, s, mask):
        if mask & READ:
            try:
                data = s.recv(CHUNK)
            except (BlockingIOError, InterruptedError):
                data = None
            except OSError:
                return self.close()
            if data == b"":
                self.eof_from.add(s)
            elif data:
                self.pending[self.other(s)].extend(data)
        if mask & WRITE and self.pending[s]:
            try:
                n = s.send(self.pending[s])
                del self.pending[s][:n]
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                return self.close()
        for end in self.ends:
            if self.other(end) in self.eof_from and not self.pending[end] and end not in self.shut:
                try:
                    end.shutdown(socket.SHUT_WR)
                except OSError:
                    pass
                self.shut.add(end)
        if len(self.shut) == 2:
            return self.close()
        self.update()

    def close(self):
        if self.closed:
            return
        self.closed = True
        for s in self.ends:
            want(s, 0, None)
            try:
                s.close()
            except OSError:
                pass


def on_accept(listener, _mask):
    try:
        client, _ = listener.accept()
    except OSError:
        return
    try:
        upstream = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        upstream.connect(SOCK)
    except OSError as e:
        try:
            client.sendall(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        except OSError:
            pass
        client.close()
        log(f"proxy socket unreachable: {e}")
        return
    Relay(client, upstream)


def refused(query):
    """REFUSED, echoing the id and the recursion-desired flag."""
    if len(query) < 12:
        return None
    qid, flags = struct.unpack("!HH", query[:4])
    return struct.pack("!HHHHHH", qid, 0x8000 | (flags & 0x0100) | 5, 0, 0, 0, 0)


class DnsQuery:
    """Each query goes to the proxy as `POST /__skillaudit/dns` with the raw packet as body."""

    def __init__(self, udp, query, addr):
        self.udp, self.query, self.addr = udp, query, addr
        self.raw = bytearray()
        try:
            self.conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            self.conn.connect(SOCK)
            self.conn.sendall(
                b"POST /__skillaudit/dns HTTP/1.1\r\nHost: skillaudit.dns\r\nConnection: close\r\n"
                + b"Content-Type: application/dns-message\r\nContent-Length: "
                + str(len(query)).encode()
                + b"\r\n\r\n"
                + query
            )
            self.conn.setblocking(False)
            want(self.conn, READ, self.on_event)
        except OSError:
            self.finish(None)

    def on_event(self, s, _mask):
        try:
            data = s.recv(CHUNK)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if data:
            self.raw.extend(data)
            return
        want(s, 0, None)
        s.close()
        head, _, body = bytes(self.raw).partition(b"\r\n\r\n")
        self.finish(body if head.startswith(b"HTTP/1.1 200") and body else None)

    def finish(self, reply):
        reply = reply or refused(self.query)
        if reply:
            try:
                self.udp.sendto(reply, self.addr)
            except OSError:
                pass


def on_dns(udp, _mask):
    try:
        query, addr = udp.recvfrom(4096)
    except (BlockingIOError, InterruptedError, OSError):
        return
    DnsQuery(udp, query, addr)


def on_stdin(fd, _mask):
    if not os.read(fd, CHUNK):
        os._exit(0)


def announce_ready():
    """Tells the host proxy the listeners are up, so the trial's first command finds them."""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(10)
            s.connect(SOCK)
            s.sendall(b"GET /__skillaudit/ready HTTP/1.1\r\nHost: skillaudit.ready\r\nConnection: close\r\n\r\n")
            while s.recv(CHUNK):
                pass
    except OSError as e:
        log(f"could not announce readiness: {e}")


def main():
    try:
        udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        udp.bind(("127.0.0.1", 53))
        udp.setblocking(False)
        want(udp, READ, on_dns)
    except OSError as e:
        log(f"no DNS listener: {e}")
    # Listening on 3128 is what a trial's first command waits for, so it comes last.
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", LISTEN_PORT))
    listener.listen(128)
    listener.setblocking(False)
    want(listener, READ, on_accept)
    if UNTIL_EOF:
        want(0, READ, on_stdin)
    announce_ready()
    while True:
        for key, mask in sel.select():
            try:
                key.data(key.fileobj, mask)
            except Exception as e:  # one bad connection must not end the relay
                log(f"relay error: {e!r}")


if __name__ == "__main__":
    main()
