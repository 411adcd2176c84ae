# maxrss.py LIMIT_KB CMD...: runs CMD, fails if it fails or if its peak
# resident memory is above LIMIT_KB; prints the peak.
import resource, subprocess, sys
limit = int(sys.argv[1])
r = subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print('peak %d KB' % peak)
if r.returncode != 0:
    sys.exit('command failed: %d' % r.returncode)
if peak > limit:
    sys.exit('peak %d KB above %d KB' % (peak, limit))
