// The Eureka module: see README.md.
