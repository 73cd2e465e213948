# logging: Formatter.converter set on the class (the documented way to log in UTC)
# and on an instance, the default time format with milliseconds, datefmt, and
# formatTime called directly
import logging
import time

rec = logging.makeLogRecord({'msg': 'm', 'created': 1700000000.0, 'msecs': 7.0})
logging.Formatter.converter = time.gmtime
f = logging.Formatter('%(asctime)s %(message)s')
print(f.format(rec), f.formatTime(rec), f.formatTime(rec, '%H:%M'))
print(logging.Formatter('{asctime}|{message}', style='{').format(rec))
print(logging.Formatter('${asctime}|$message', style='$').format(rec))


class NoMsecs(logging.Formatter):
    default_msec_format = None
    default_time_format = '%d/%m/%Y %H.%M.%S'


print(NoMsecs('%(asctime)s').format(rec))
g = logging.Formatter('%(asctime)s', datefmt='%Y')
g.converter = time.gmtime
print(g.format(rec))
logging.Formatter.converter = time.localtime
h = logging.Formatter('%(asctime)s')
h.converter = lambda secs: time.gmtime(secs + 3600)
print(h.format(rec))
