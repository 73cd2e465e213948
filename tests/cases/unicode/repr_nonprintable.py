print(repr('\xa0\xad\u200b\u2028\u3000\ue000\ufeff\U000e0001\U0010ffff\u0378'))
print(repr('é日本\U0001f600\u0301'), ascii('é\U0001f600'))
