print('★★a★★'.strip('★'), 'ßaß'.lstrip('ß'), '日本語日'.rstrip('日'), '\u3000x\u2028'.strip(), 'éaé'.strip('é'))
