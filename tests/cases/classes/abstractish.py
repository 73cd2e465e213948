class Animal:
    sound = None
    def speak(self):
        if self.sound is None:
            raise NotImplementedError(f"{type(self).__name__} must define sound")
        return f"{type(self).__name__.lower()} says {self.sound}"
class Dog(Animal): sound = 'woof'
class Cat(Animal): sound = 'meow'
class Fish(Animal): pass
for a in (Dog(), Cat(), Fish()):
    try:
        print(a.speak())
    except NotImplementedError as e:
        print('error:', e)
