import Foundation
import TerminalKit

/// Runs `scripts/oracle/replay.py`, which feeds writer output through the pyte terminal emulator
/// and compares the emulated screen with the frames the writer was given.
struct TerminalOracle {
    struct Frame {
        var grid: CellGrid
        var cursor: CursorState
    }

    struct Case {
        var name: String
        var frames: [Frame]
        /// Stream name → one byte chunk per frame.
        var streams: [String: [[UInt8]]]
    }

    struct Verdict: Decodable {
        var ok: Bool
        var checkedFrames: Int
        var failures: [String]
    }

    enum OracleError: Error, CustomStringConvertible {
        case launchFailed(String)
        case unreadable(String)
        var description: String {
            switch self {
            case .launchFailed(let why): return "could not run the oracle: \(why)"
            case .unreadable(let output): return "the oracle printed something unexpected: \(output)"
            }
        }
    }

    /// Ignores SIGPIPE for the test process, once.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    static var scriptURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/oracle/replay.py")
    }

    /// `check` on a thread of its own: the emulator runs for seconds, and blocking the
    /// concurrency runtime's few threads that long would stall every other test.
    static func checkOffPool(_ cases: [Case], depth: ColorDepth) async throws -> Verdict {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try check(cases, depth: depth) }) }
        }
    }

    /// Replays every case; colours in the expected frames are downgraded to `depth` first, as
    /// the writer does.
    static func check(_ cases: [Case], depth: ColorDepth) throws -> Verdict {
        let request: [String: Any] = ["cases": cases.map { encode($0, depth: depth) }]
        let input = try JSONSerialization.data(withJSONObject: request)
        if let dump = ProcessInfo.processInfo.environment["TERMINALKIT_ORACLE_DUMP"] {
            // For debugging: keep the request so replay.py can be run on it by hand.
            _ = FileManager.default.createFile(atPath: dump + "-\(depth).json", contents: input)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptURL.path]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        do { try process.run() } catch { throw OracleError.launchFailed("\(error)") }
        // The oracle may exit before reading everything (pyte missing, a bad request): the write
        // then fails with EPIPE, and the verdict it printed says why, instead of SIGPIPE
        // killing the whole test process.
        ignoreBrokenPipes
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let verdict = try? JSONDecoder().decode(Verdict.self, from: output) else {
            throw OracleError.unreadable(String(decoding: output, as: UTF8.self))
        }
        return verdict
    }

    private static func encode(_ oracleCase: Case, depth: ColorDepth) -> [String: Any] {
        [
            "name": oracleCase.name,
            "streams": oracleCase.streams.mapValues { $0.map { Data($0).base64EncodedString() } },
            "frames": oracleCase.frames.map { encode($0, depth: depth) },
        ]
    }

    private static func encode(_ frame: Frame, depth: ColorDepth) -> [String: Any] {
        let grid = frame.grid
        var rows: [[[Any]]] = []
        for row in 0..<grid.rows {
            var cells: [[Any]] = []
            for column in 0..<grid.columns {
                let cell = grid[row, column]
                let style = cell.style.downgraded(to: depth)
                cells.append([
                    cell.isContinuation ? "" : String(cell.character),
                    spec(style.foreground), spec(style.background),
                    style.bold, style.italic, style.underline, style.inverse, style.strikethrough,
                ])
            }
            rows.append(cells)
        }
        let cursor = frame.cursor
        let visible = cursor.isVisible && grid.rows > 0 && grid.columns > 0
        return [
            "columns": grid.columns, "rows": grid.rows, "cells": rows,
            "cursor": [min(max(0, cursor.row), grid.rows - 1), min(max(0, cursor.column), grid.columns - 1), visible],
        ]
    }

    private static func spec(_ color: TerminalColor) -> String {
        switch color {
        case .default: return "default"
        case .ansi16(let basic): return "ansi:\(basic.rawValue)"
        case .palette256(let index): return "256:\(index)"
        case .rgb(let r, let g, let b): return "rgb:" + String(format: "%02x%02x%02x", r, g, b)
        }
    }
}
