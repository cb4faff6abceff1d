const fs = require("fs");
const { Chess } = require("chess.js");
const { loadEngine } = require("./engine");

function splitGames(text) {
  return text.split(/\n(?=\[Event )/).filter((g) => g.trim());
}

async function main() {
  const engine = await loadEngine();
  const games = splitGames(fs.readFileSync(process.argv[2], "utf8"));
  for (const [i, pgn] of games.entries()) {
    const chess = new Chess();
    try {
      chess.loadPgn(pgn);
    } catch (e) {
      console.error(`game ${i + 1}: unreadable PGN (${e.message})`);
      continue;
    }
    const moves = chess.history();
    const replay = new Chess();
    let prev = 0;
    for (const [n, mv] of moves.entries()) {
      replay.move(mv);
      const ev = await engine.evaluate(replay.fen(), { depth: 14 });
      const swing = Math.abs(ev - prev);
      if (swing > 2) console.log(`game ${i + 1} move ${Math.floor(n / 2) + 1}: ${mv} blunder (${swing.toFixed(1)})`);
      prev = ev;
    }
  }
}

main();
