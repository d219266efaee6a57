-- wrk script for scripts/soak: every connection cycles GET, valid POST, invalid POST on the
-- peers form. Arguments after `--`: 1 valid body file  2 invalid body file  3 Cookie header
-- 4 extra urlencoded fields (the CSRF token)  5 Origin.
-- `done` prints one line scripts/soak parses:
--   SOAK-RESULT {"requests": N, "status_200": N, "status_303": N, "status_422": N, "other": N, ...}

local threads = {}

function setup(thread)
   table.insert(threads, thread)
end

local function read(path)
   local file = assert(io.open(path, "rb"))
   local text = file:read("*a")
   file:close()
   return text
end

function init(args)
   local post = { ["Content-Type"] = "application/x-www-form-urlencoded", ["Cookie"] = args[3], ["Origin"] = args[5] }
   requests = {
      wrk.format("GET", nil, { ["Cookie"] = args[3] }, nil),
      wrk.format("POST", nil, post, read(args[1]) .. "&" .. args[4]),
      wrk.format("POST", nil, post, read(args[2]) .. "&" .. args[4]),
   }
   sent = 0
   s200, s303, s422, other = 0, 0, 0, 0
end

function request()
   sent = sent + 1
   return requests[(sent % 3) + 1]
end

function response(status, headers, body)
   if status == 200 then s200 = s200 + 1
   elseif status == 303 then s303 = s303 + 1
   elseif status == 422 then s422 = s422 + 1
   else other = other + 1 end
end

function done(summary, latency, requests)
   local totals = { s200 = 0, s303 = 0, s422 = 0, other = 0 }
   for _, thread in ipairs(threads) do
      for key, _ in pairs(totals) do totals[key] = totals[key] + (thread:get(key) or 0) end
   end
   local e = summary.errors
   io.write(string.format(
      'SOAK-RESULT {"requests": %d, "duration_us": %d, "status_200": %d, "status_303": %d, "status_422": %d, ' ..
      '"other": %d, "p99_us": %d, "errors_connect": %d, "errors_read": %d, "errors_write": %d, "errors_timeout": %d}\n',
      summary.requests, summary.duration, totals.s200, totals.s303, totals.s422, totals.other,
      latency:percentile(99), e.connect, e.read, e.write, e.timeout))
end
