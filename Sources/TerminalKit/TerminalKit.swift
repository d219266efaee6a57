// The TerminalKit module: see README.md.
