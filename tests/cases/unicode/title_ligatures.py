print('ﬁsh'.title(), 'ﬂow'.capitalize(), 'ß'.title(), 'ßa'.capitalize(), 'ﬀ'.title())
