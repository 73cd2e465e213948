'ab\ud800\udfffc'.encode()
