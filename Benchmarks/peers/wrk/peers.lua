-- wrk script for the peers benchmark. Arguments after `--`:
--   1 method (GET or POST)  2 body file or "-"  3 Cookie header or ""  4 extra urlencoded
--   fields to append to the body (the CSRF token) or ""  5 Origin header value
--   6 the statuses every response must have, comma-separated ("200", "422"), or "" to rely
--     on wrk's own count (a status of 400 or more is an error)
-- Every request is the same; `done` prints one line the harness parses:
--   PEERS-RESULT {"requests": N, "duration_us": N, "p50_us": N, "p99_us": N, ...}
-- With argument 6 each thread counts the responses whose status is not one of those
-- ("unexpected"). wrk then hands every response to `response`, which costs the loader a copy
-- of each body; the harness passes it for every system of a phase alike.

local threads = {}

function setup(thread)
   table.insert(threads, thread)
end

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
   if args[6] ~= nil and #args[6] > 0 then
      local accepted = {}
      for code in string.gmatch(args[6], "%d+") do accepted[tonumber(code)] = true end
      unexpected = 0
      -- Defined only here, so wrk buffers responses only when statuses are checked.
      response = function(status, headers, body)
         if not accepted[status] then unexpected = unexpected + 1 end
      end
   end
end

function done(summary, latency, requests)
   local e = summary.errors
   local unexpected, checked = 0, false
   for _, thread in ipairs(threads) do
      local count = thread:get("unexpected")
      if count ~= nil then unexpected, checked = unexpected + count, true end
   end
   io.write(string.format(
      'PEERS-RESULT {"requests": %d, "duration_us": %d, "bytes": %d, "p50_us": %d, "p99_us": %d, ' ..
      '"mean_us": %.1f, "errors_connect": %d, "errors_read": %d, "errors_write": %d, ' ..
      '"errors_status": %d, "errors_timeout": %d, "statuses_checked": %s, "unexpected_status": %d}\n',
      summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
      latency.mean, e.connect, e.read, e.write, e.status, e.timeout, tostring(checked), unexpected))
end
