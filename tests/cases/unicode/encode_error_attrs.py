try:
    'xyé€z'.encode('ascii')
except UnicodeEncodeError as e:
    print(e.encoding, repr(e.object), e.start, e.end, e.reason)
    print(isinstance(e, UnicodeError), isinstance(e, ValueError))
