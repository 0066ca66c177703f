"""``hollowmere serve`` (or ``python -m server``): a dedicated server for online tables."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="hollowmere serve",
                                     description="Host Hollowmere tables for players on other machines.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1: this machine only; "
                             "0.0.0.0 for the home network)")
    parser.add_argument("--port", type=int, default=8765, help="the port (default 8765; 0: any free one)")
    parser.add_argument("--root", type=Path, default=None,
                        help="where tables are kept (default: the data folder's tables/)")
    parser.add_argument("--certfile", help="a TLS certificate (PEM): serve wss:// instead of ws://")
    parser.add_argument("--keyfile", help="the certificate's private key (PEM), if not in --certfile")
    return parser


async def _run(args) -> None:
    from .hub import Hub
    from .net import serve

    if args.root is None:
        from game.paths import data_dir

        args.root = data_dir() / "tables"
    hub = Hub(args.root)
    server = await serve(hub, args.host, args.port, certfile=args.certfile, keyfile=args.keyfile)
    port = server.sockets[0].getsockname()[1]
    scheme = "wss" if args.certfile else "ws"
    print(f"serving {len(hub.tables)} table(s) from {args.root} at {scheme}://{args.host}:{port}", flush=True)
    try:
        await server.serve_forever()
    finally:
        hub.close()


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.keyfile and not args.certfile:
        build_parser().error("--keyfile goes with --certfile")
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    try:
        asyncio.run(_run(args))
    except KeyboardInterrupt:
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
