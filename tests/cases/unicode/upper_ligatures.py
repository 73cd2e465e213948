print('ﬁ'.upper(), 'ﬂ'.upper(), 'ﬀ'.upper(), 'ﬃ'.upper(), 'ﬆ'.upper(), 'ﬓ'.upper())
