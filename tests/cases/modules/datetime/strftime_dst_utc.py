# datetime.strftime formats timetuple(), whose tm_isdst comes from dst(): glibc's
# flagged %z/%Z forms and %s then read it. %Z with tm_isdst >= 0 and no zone names the
# local zone, so this case assumes a python3 running in UTC (pyeval's local zone)
from datetime import datetime, timedelta, timezone, tzinfo


class TZ(tzinfo):
    def __init__(self, minutes, dst):
        self.minutes = minutes
        self.dstmin = dst

    def utcoffset(self, dt):
        return timedelta(minutes=self.minutes + (self.dstmin or 0))

    def dst(self, dt):
        return None if self.dstmin is None else timedelta(minutes=self.dstmin)

    def tzname(self, dt):
        return 'T%+d' % self.minutes


fmt = '%z|%Z|%Ez|%-z|%_z|%^Z|%#Z|%5Z|%s|%c'
for tz in [None, timezone.utc, timezone(timedelta(hours=-3)), TZ(90, None), TZ(90, 0),
           TZ(-300, 60), TZ(0, -30)]:
    d = datetime(2024, 7, 1, 12, 30, 15, tzinfo=tz)
    print(repr(tz) if not isinstance(tz, TZ) else (tz.minutes, tz.dstmin),
          d.strftime(fmt), d.timetuple().tm_isdst, d.time().strftime(fmt))
