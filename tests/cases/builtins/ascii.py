print(ascii('abc'), ascii('héllo'), ascii('日本'), ascii(['ü']), ascii('\U0001f600'))
