-- wrk script for the peers benchmark. Arguments after `--`:
--   1 method (GET or POST)  2 body file or "-"  3 Cookie header or ""  4 extra urlencoded
--   fields to append to the body (the CSRF token) or ""  5 Origin header value
-- Every request is the same; `done` prints one line the harness parses:
--   PEERS-RESULT {"requests": N, "duration_us": N, "p50_us": N, "p99_us": N, ...}

function init(args)
   wrk.method = args[1]
   if args[2] ~= "-" then
      local file = assert(io.open(args[2], "rb"))
      local body = file:read("*a")
      file:close()
      if args[4] ~= nil and #args[4] > 0 then body = body .. "&" .. args[4] end
      wrk.body = body
      wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
   end
   if args[3] ~= nil and #args[3] > 0 then wrk.headers["Cookie"] = args[3] end
   if args[5] ~= nil and #args[5] > 0 then wrk.headers["Origin"] = args[5] end
end

function done(summary, latency, requests)
   local e = summary.errors
   io.write(string.format(
      'PEERS-RESULT {"requests": %d, "duration_us": %d, "bytes": %d, "p50_us": %d, "p99_us": %d, ' ..
      '"mean_us": %.1f, "errors_connect": %d, "errors_read": %d, "errors_write": %d, ' ..
      '"errors_status": %d, "errors_timeout": %d}\n',
      summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
      latency.mean, e.connect, e.read, e.write, e.status, e.timeout))
end
