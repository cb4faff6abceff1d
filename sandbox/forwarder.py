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
"""

import asyncio
import os
import struct
import sys

SOCK = os.environ.get("SKILLAUDIT_PROXY_SOCK", "/run/skillaudit/proxy.sock")
LISTEN_PORT = 3128
CHUNK = 65536


async def pipe(reader, writer):
    try:
        while True:
            data = await reader.read(CHUNK)
            if not data:
                break
            writer.write(data)
            await writer.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        try:
            if writer.can_write_eof():
                writer.write_eof()
        except (OSError, RuntimeError):
            pass


async def relay(client_reader, client_writer):
    try:
        up_reader, up_writer = await asyncio.open_unix_connection(SOCK)
    except OSError as e:
        client_writer.write(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        print(f"forwarder: proxy socket unreachable: {e}", file=sys.stderr)
        client_writer.close()
        return
    await asyncio.gather(pipe(client_reader, up_writer), pipe(up_reader, client_writer))
    for w in (client_writer, up_writer):
        try:
            w.close()
        except OSError:
            pass


class Dns(asyncio.DatagramProtocol):
    """Each query goes to the proxy as `POST /__skillaudit/dns` with the raw packet as body."""

    def connection_made(self, transport):
        self.transport = transport

    def datagram_received(self, data, addr):
        asyncio.ensure_future(self.answer(data, addr))

    async def answer(self, query, addr):
        reply = None
        try:
            reader, writer = await asyncio.open_unix_connection(SOCK)
            writer.write(
                b"POST /__skillaudit/dns HTTP/1.1\r\nHost: skillaudit.dns\r\nConnection: close\r\n"
                + b"Content-Type: application/dns-message\r\nContent-Length: "
                + str(len(query)).encode()
                + b"\r\n\r\n"
                + query
            )
            await writer.drain()
            raw = await reader.read()
            writer.close()
            head, _, body = raw.partition(b"\r\n\r\n")
            if head.startswith(b"HTTP/1.1 200") and body:
                reply = body
        except OSError:
            pass
        if reply is None and len(query) >= 12:
            # REFUSED, echoing the id and question.
            (qid, flags) = struct.unpack("!HH", query[:4])
            reply = struct.pack("!HHHHHH", qid, 0x8000 | (flags & 0x0100) | 5, 0, 0, 0, 0)
        if reply:
            self.transport.sendto(reply, addr)


async def announce_ready():
    """Tells the host proxy the listeners are up, so the trial's first command finds them."""
    try:
        reader, writer = await asyncio.open_unix_connection(SOCK)
        writer.write(b"GET /__skillaudit/ready HTTP/1.1\r\nHost: skillaudit.ready\r\nConnection: close\r\n\r\n")
        await writer.drain()
        await reader.read()
        writer.close()
    except OSError as e:
        print(f"forwarder: could not announce readiness: {e}", file=sys.stderr)


async def stdin_closed():
    """Resolves when stdin reaches EOF; never when it is not asked for."""
    loop = asyncio.get_running_loop()
    done = loop.create_future()
    if "--until-stdin-eof" not in sys.argv[1:]:
        return await done

    class Watch(asyncio.Protocol):
        def connection_lost(self, exc):
            if not done.done():
                done.set_result(None)

    await loop.connect_read_pipe(Watch, sys.stdin)
    await done


async def serve():
    if not os.path.exists(SOCK):
        await asyncio.Event().wait()
    server = await asyncio.start_server(relay, "127.0.0.1", LISTEN_PORT)
    loop = asyncio.get_running_loop()
    try:
        await loop.create_datagram_endpoint(Dns, local_addr=("127.0.0.1", 53))
    except OSError as e:
        print(f"forwarder: no DNS listener: {e}", file=sys.stderr)
    await announce_ready()
    async with server:
        await server.serve_forever()


async def main():
    done, _ = await asyncio.wait(
        [asyncio.ensure_future(stdin_closed()), asyncio.ensure_future(serve())],
        return_when=asyncio.FIRST_COMPLETED,
    )
    for task in done:
        if task.exception():
            print(f"forwarder: {task.exception()!r}", file=sys.stderr)
    sys.stdout.flush()
    sys.stderr.flush()
    # Nothing to clean up: the container ends with this process.
    os._exit(0)


if __name__ == "__main__":
    asyncio.run(main())
