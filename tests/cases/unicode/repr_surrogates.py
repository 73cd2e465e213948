print(repr('\ud800'), repr('a\udfffb'), ascii('\udc80'), '\ud800'.isprintable(), len('\ud800\udc00'))
