// The EurekaPredicate module: see README.md.
