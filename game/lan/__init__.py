"""The room: friends' phones as their hands over the local network.

The TV runs the table; each phone is one seat's hand. A room is open only while a phone
match is being set up or played: the host opens it, the phones scan its QR code, type a
name and take a seat (`lobby`), and the table sends each phone what its seat may see
(`views`) and takes moves in the notation of RULES.md Part C / Part D.

Threading: `server.RoomServer` runs the HTTP files and the WebSocket on a thread of its
own with its own asyncio event loop. It talks to the pygame loop only through a
thread-safe queue (`poll()`, drained each frame) and `loop.call_soon_threadsafe` (`send`,
`send_error`, `lobby_changed`). The pygame loop stays the only place that applies a move:
the server checks who a phone is (room code, token), never the rules.

Importing this package loads neither websockets nor segno, so the app's start-up does not
pay for them: `server` and `qr` are imported only when a room opens.
"""
